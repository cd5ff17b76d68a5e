import type { SectionInLanguage } from '../../../manifest/schema/section'
import type { FieldControl } from '../../components/form-field/field-control'
import { RequiredMark } from '../../components/form-field/required-mark'
import { ManifestLink } from '../../components/manifest-link/manifest-link'
import * as styles from './contact-form.css'

type Props = FieldControl<boolean> & { consent: SectionInLanguage<'contact-form'>['consent'] }

/** The consent notice of docs/rules/contact.md §5.2 (purpose, items, retention, the right to refuse) and its required box. */
export function ConsentNotice({ consent, id, value, onChange, error }: Props) {
  const headingId = `${id}-notice`
  return (
    <section className={styles.consent} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.consentHeading}>
        {consent.heading}
      </h2>
      <ul className={styles.consentList}>
        <li>{consent.purpose}</li>
        <li>{consent.items}</li>
        <li>{consent.retention}</li>
        <li>{consent.refusal}</li>
      </ul>
      <ManifestLink link={consent.policy} />
      <div>
        <label className={styles.agree}>
          <input
            id={id}
            name={id}
            type="checkbox"
            className={styles.checkbox}
            checked={value}
            onChange={(e) => onChange(e.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {/* One flex item, so the mark stays on the sentence's line. */}
          <span>
            {consent.agree}
            <RequiredMark />
          </span>
        </label>
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </section>
  )
}
