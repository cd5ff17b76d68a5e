import { useText } from '../../app/i18n'
import { site } from '../../generated/site.gen'
import type { SectionProps } from '../section-props'
import * as styles from './info-rows.css'

type Line = SectionProps<'info-rows'>['section']['rows'][number]['lines'][number]

/** Label and value rows as a description list; a value of several lines becomes a bullet list. */
export default function InfoRowsSection({ section }: SectionProps<'info-rows'>) {
  const text = useText()
  const line = (l: Line) => {
    if (typeof l === 'string') return l
    const value = site.brand[l.brand]
    return typeof value === 'string' ? value : text(value)
  }
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{section.heading}</h2>
      <dl className={styles.list}>
        {section.rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value}>
              {row.lines.length === 1 ? (
                line(row.lines[0]!)
              ) : (
                <ul className={styles.bullets}>
                  {row.lines.map((l, i) => (
                    <li key={i}>{line(l)}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {section.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
    </section>
  )
}
