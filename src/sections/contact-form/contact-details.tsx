import { useId } from 'react'
import { useBrand } from '../../app/shell-text'
import { site } from '../../generated/site.gen'
import { internationalPhone } from '../../lib/phone'
import type { SectionProps } from '../section-props'
import * as styles from './contact-form.css'

type Details = NonNullable<SectionProps<'contact-form'>['section']['details']>
type Value = Details['rows'][number]['value']

/**
 * Where a brand value leads: the telephone dials (in its global form, RFC 3966, which a phone
 * abroad dials as well as one in Korea), the e-mail address writes.
 */
const hrefOf = (value: Value): string | undefined => {
  if (typeof value === 'string') return undefined
  if (value.brand === 'supportPhone') return `tel:${internationalPhone(site.brand.supportPhone)}`
  return value.brand === 'supportEmail' ? `mailto:${site.brand.supportEmail}` : undefined
}

/** The column beside the form: when we answer and the other ways to reach us (docs/page-design.md). */
export function ContactDetails({ details }: { details: Details }) {
  const brand = useBrand()
  const headingId = useId()
  const shown = (value: Value) => (typeof value === 'string' ? value : brand[value.brand])
  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.detailsHeading}>
        {details.heading}
      </h2>
      <dl className={styles.detailsList}>
        {details.rows.map((row) => {
          const href = hrefOf(row.value)
          return (
            <div key={row.label} className={styles.detailsRow}>
              <dt className={styles.detailsLabel}>{row.label}</dt>
              <dd className={styles.detailsValue}>{href ? (
                  <a href={href} className={styles.detailsLink}>
                    {shown(row.value)}
                  </a>
                ) : (
                  shown(row.value)
                )}</dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
