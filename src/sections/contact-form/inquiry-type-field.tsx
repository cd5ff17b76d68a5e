import type { SectionInLanguage } from '../../../manifest/schema/section'
import { useLL } from '../../app/i18n'
import type { FieldControl } from '../../components/form-field/field-control'
import { RequiredMark } from '../../components/form-field/required-mark'
import * as styles from './contact-form.css'

/** `id` is the first radio's; the group's name and error id derive from it. */
type Props = FieldControl<string> & { options: SectionInLanguage<'contact-form'>['inquiryTypes'] }

/** The required choice of inquiry type (docs/rules/contact.md §5.2): radios under a legend that says it is required. */
export function InquiryTypeField({ options, id, value, onChange, error }: Props) {
  const LL = useLL()
  return (
    <fieldset className={styles.types} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>
        {LL.forms.contact.type()}
        <RequiredMark />
      </legend>
      <div className={styles.choices}>
        {options.map((option, i) => (
          <label key={option.value} className={styles.choice}>
            <input
              id={i === 0 ? id : undefined}
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
