import { useLL } from '../../app/i18n'
import { TextField } from '../../components/form-field/text-field'
import { fieldRules } from '../../generated/api-rules.gen'
import type { SectionProps } from '../section-props'
import { ConsentNotice } from './consent-notice'
import { InquiryTypeField } from './inquiry-type-field'
import type { ContactForm } from './use-contact-form'
import * as styles from './contact-form.css'

const rules = fieldRules.ContactInquiry

/** The inquiry's fields (docs/rules/contact.md §5.2), each with its first error tied to it. */
export function ContactFields({ form, prefix, section }: { form: ContactForm; prefix: string; section: SectionProps<'contact-form'>['section'] }) {
  const c = useLL().forms.contact
  return (
    <>
      <form.Field name="type">
        {(field) => (
          <InquiryTypeField options={section.inquiryTypes} id={`${prefix}-type`} value={field.state.value} onChange={field.handleChange} error={field.state.meta.errors[0]?.message} />
        )}
      </form.Field>
      <div className={styles.twoColumns}>
        <form.Field name="name">
          {(field) => (
            <TextField id={`${prefix}-name`} label={c.name()} value={field.state.value} onChange={field.handleChange} error={field.state.meta.errors[0]?.message} maxLength={rules.name.maxLength} autoComplete="organization" required />
          )}
        </form.Field>
        <form.Field name="tel">
          {(field) => (
            <TextField id={`${prefix}-tel`} label={c.tel()} value={field.state.value} onChange={field.handleChange} error={field.state.meta.errors[0]?.message} hint={c.telHint()} type="tel" inputMode="numeric" autoComplete="tel" required />
          )}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <TextField id={`${prefix}-email`} label={c.email()} value={field.state.value} onChange={field.handleChange} error={field.state.meta.errors[0]?.message} type="email" inputMode="email" autoComplete="email" required />
          )}
        </form.Field>
        <form.Field name="path">
          {(field) => <TextField id={`${prefix}-path`} label={c.path()} value={field.state.value} onChange={field.handleChange} error={field.state.meta.errors[0]?.message} />}
        </form.Field>
      </div>
      <form.Field name="content">
        {(field) => (
          <TextField id={`${prefix}-content`} label={c.content()} value={field.state.value} onChange={field.handleChange} error={field.state.meta.errors[0]?.message} maxLength={rules.content.maxLength} multiline required />
        )}
      </form.Field>
      <form.Field name="agree">
        {(field) => <ConsentNotice consent={section.consent} id={`${prefix}-agree`} value={field.state.value} onChange={field.handleChange} error={field.state.meta.errors[0]?.message} />}
      </form.Field>
    </>
  )
}
