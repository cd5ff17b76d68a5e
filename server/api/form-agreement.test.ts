import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiEnums, fieldRules } from '../../src/generated/api-rules.gen'
import { i18n } from '../../src/i18n/i18n-util'
import { loadAllLocales } from '../../src/i18n/i18n-util.sync'
import { contactSchema, type ContactValues } from '../../src/lib/contact-schema'
import { issuanceSchema, type IssuanceValues } from '../../src/lib/form-schemas'
import { startTestApi, unlimitedWrites, type TestApi } from '../test-support/test-api'

/**
 * The site's form checks (src/lib/form-schemas.ts, zod) and the API's (openapi/api.yaml through
 * Ajv) accept and refuse exactly the same inputs: property-based, at least 1,000 generated
 * inputs per form, biased towards the edges (Korean, emoji and ZWJ sequences, strings around each
 * length limit counted both ways, whitespace-only values, control characters, e-mail edge cases,
 * numbers with dashes and spaces). A disagreement is fixed at the single source, api.yaml, or in
 * how both sides read it; fast-check prints the smallest input they disagree on.
 */
loadAllLocales()
const { ko } = i18n()
let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ writeLimits: unlimitedWrites })
})
afterAll(async () => {
  await api.app.close()
})

const runs = 1_000
// The work is bounded by `runs`, not by a clock: 1,000 requests took 10 to 32 s on two shared
// cores (the suite's 30 s default failed a loaded run), so the limit here only catches a hang.
const hangLimitMs = 300_000

/** Characters that sit on an edge of some rule. */
const edgy = [
  'a', 'Z', '0', '9', '한', '글', 'ㄱ', '😀', '👩‍💻', '🇰🇷', 'é', 'e\u0301', 'İ', 'Ä', 'ß',
  ' ', '\t', '\n', '\r', '\u00a0', '\u3000', '\u2028', '\ufeff', '\u200b', '\u200d',
  '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f',
  '@', '.', '-', '+', '_', '"', '<', '>', '\\', '０', '١',
]
const edgyChar = fc.constantFrom(...edgy)
const hangul = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCodePoint(c))
const anyChar = fc.oneof(
  { weight: 4, arbitrary: edgyChar },
  { weight: 3, arbitrary: hangul },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
)
const text = (maxLength: number) => fc.string({ unit: anyChar, maxLength })
/** A string of one repeated unit around a length limit: limit ± 2, in ASCII, Hangul or emoji. */
const aroundLimit = (limit: number) =>
  fc.tuple(fc.constantFrom('a', '한', '😀', '👩‍💻', ' '), fc.integer({ min: Math.max(0, limit - 2), max: limit + 2 }), text(3)).map(
    ([unit, n, tail]) => unit.repeat(n) + tail,
  )
const whitespaceOnly = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000', '\ufeff'), minLength: 1, maxLength: 5 })

const field = (maxLength: number) =>
  fc.oneof(
    { weight: 4, arbitrary: text(30) },
    { weight: 2, arbitrary: aroundLimit(maxLength) },
    { weight: 1, arbitrary: whitespaceOnly },
    { weight: 1, arbitrary: fc.constant('') },
  )

const emailPart = fc.oneof({ weight: 3, arbitrary: fc.stringMatching(/^[a-z0-9]{1,8}$/) }, { weight: 2, arbitrary: text(6) }, { weight: 1, arbitrary: hangul })
const email = fc.oneof(
  { weight: 3, arbitrary: fc.emailAddress() },
  { weight: 3, arbitrary: fc.tuple(emailPart, fc.constantFrom('@', '@@', ' @', '', '@.'), emailPart, fc.constantFrom('.', '', '..', ' .'), emailPart).map((p) => p.join('')) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', '😀', '한'), fc.integer({ min: 240, max: 256 })).map(([u, n]) => `${u.repeat(n - 7)}@b.co.kr`) },
  { weight: 1, arbitrary: field(254) },
)
const tel = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', '-', ' ', '+', '(', ')', '０', '.'), maxLength: 24 }) },
  { weight: 2, arbitrary: fc.stringMatching(/^[0-9]{1,22}$/) },
  { weight: 1, arbitrary: field(20) },
)

type Verdict = 'accepted' | 'refused'
const zodVerdict = (result: { success: boolean }): Verdict => (result.success ? 'accepted' : 'refused')
function serverVerdict(status: number): Verdict {
  if (status === 200) return 'accepted'
  // The API refuses a visitor's input with a 400, never anything else.
  expect(status).toBe(400)
  return 'refused'
}

describe('the site and the API agree on every input', () => {
  it(`issuance form: ${runs} generated inputs`, async () => {
    const schema = issuanceSchema(ko)
    await fc.assert(
      fc.asyncProperty(fc.record({ name: field(fieldRules.IssuanceRequest.name.maxLength), email }), async (values: IssuanceValues) => {
        // What issuance-form.tsx sends for these values (the sample page's company and language).
        const body = { name: values.name, email: values.email, lang: 'ko-KR', company: 'obadge' }
        const res = await api.app.inject({ method: 'POST', url: '/api/v1/OpenBadges', payload: body })
        expect(serverVerdict(res.statusCode), res.body).toBe(zodVerdict(schema.safeParse(values)))
      }),
      { numRuns: runs },
    )
  }, hangLimitMs)

  it(`contact form: ${runs} generated inputs`, async () => {
    const schema = contactSchema(ko)
    const rules = fieldRules.ContactInquiry
    const values = fc.record({
      type: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...apiEnums.InquiryType) }, { weight: 1, arbitrary: fc.constantFrom('', 'complaint', 'Service') }),
      name: field(rules.name.maxLength),
      tel,
      email,
      path: fc.oneof(fc.constant(''), field(rules.path.maxLength)),
      content: fc.oneof(field(200), aroundLimit(rules.content.maxLength), fc.constant('첫 줄\r\n\t둘째 줄')),
      // The consent box is the form's own rule, never sent: checked, so the rest decides.
      agree: fc.constant(true),
    })
    await fc.assert(
      fc.asyncProperty(values, async (v: ContactValues) => {
        // What contact-form.tsx sends: the contract's fields, path only when typed, never agree.
        const body = { lang: 'ko-KR', type: v.type, name: v.name, tel: v.tel, email: v.email, ...(v.path ? { path: v.path } : {}), content: v.content }
        const res = await api.app.inject({ method: 'POST', url: '/api/v1/ContactUsByEmail', payload: body })
        expect(serverVerdict(res.statusCode), res.body).toBe(zodVerdict(schema.safeParse(v)))
      }),
      { numRuns: runs },
    )
  }, hangLimitMs)

  it('the generators reach both verdicts on every field (the test is not vacuous)', () => {
    const schema = contactSchema(ko)
    const sample = fc.sample(fc.record({ name: field(100), tel, email, content: field(200) }), 500)
    for (const key of ['name', 'tel', 'email', 'content'] as const) {
      const verdicts = new Set(
        sample.map((s) => zodVerdict(schema.safeParse({ type: 'service', name: '홍', tel: '0', email: 'a@b.co', path: '', content: 'x', agree: true, [key]: s[key] }))),
      )
      expect(verdicts, key).toEqual(new Set(['accepted', 'refused']))
    }
  })
})
