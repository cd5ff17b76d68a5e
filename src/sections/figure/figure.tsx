import type { SectionProps } from '../section-props'
import * as styles from './figure.css'

/**
 * A diagram of parties and what passes between them, as text: every label is a word of the page,
 * in its language, at the page's sizes, so it reads on a phone as well as on a desktop. An
 * ordered list, so a screen reader hears it in order: each party, then what it hands on.
 */
export default function FigureSection({ section }: SectionProps<'figure'>) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{section.heading}</h2>
      <figure className={styles.figure}>
        <ol className={styles.flow}>
          {section.parties.map((party) => (
            <li key={party.title} className={styles.party}>
              <img className={styles.picture} src={party.image.src} width={party.image.width} height={party.image.height} alt="" loading="lazy" decoding="async" />
              <div className={styles.words}>
                <h3 className={styles.title}>{party.title}</h3>
                <p className={styles.text}>{party.text}</p>
              </div>
              {party.handoff && (
                <p className={styles.handoff}>
                  <span className={styles.arrow} aria-hidden="true" />
                  <span className={styles.label}>{party.handoff}</span>
                </p>
              )}
            </li>
          ))}
        </ol>
        {section.note && <p className={styles.note}>{section.note}</p>}
        {section.caption && <figcaption className={styles.caption}>{section.caption}</figcaption>}
      </figure>
    </section>
  )
}
