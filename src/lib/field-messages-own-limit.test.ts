import { expect, it, vi } from 'vitest'
import { i18n } from '../i18n/i18n-util'
import { loadAllLocales } from '../i18n/i18n-util.sync'
import { fieldRuleMessage } from './field-messages'

// Two bodies whose `name` differ in their limit: each message must carry its own body's (the
// messages once took every `name`'s limit from ContactInquiry).
vi.mock('../generated/api-rules.gen', () => ({
  fieldRules: {
    IssuanceRequest: { name: { required: true, maxLength: 30 } },
    ContactInquiry: { name: { required: true, maxLength: 1200 } },
  },
}))

loadAllLocales()
const { en } = i18n()

it('words each body\'s limit, not another body\'s', () => {
  const { IssuanceRequest, ContactInquiry } = en.forms.validation.field
  expect(fieldRuleMessage(en, 'IssuanceRequest', 'name', 'maxLength')).toBe(IssuanceRequest.name.maxLength({ max: '30' }))
  expect(fieldRuleMessage(en, 'ContactInquiry', 'name', 'maxLength')).toBe(ContactInquiry.name.maxLength({ max: '1,200' }))
})
