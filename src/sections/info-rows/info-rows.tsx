import { useBrand } from '../../app/shell-text'
import type { SectionProps } from '../section-props'
import * as styles from './info-rows.css'

type Line = SectionProps<'info-rows'>['section']['rows'][number]['lines'][number]

/** Label and value rows as a description list; a value of several lines becomes a bullet list. */
export default function InfoRowsSection({ section }: SectionProps<'info-rows'>) {
  const brand = useBrand()
  const line = (l: Line) => (typeof l === 'string' ? l : brand[l.brand])
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
