import { Picture } from '../../components/picture/picture'
import type { SectionProps } from '../section-props'
import * as styles from './intro-blocks.css'

/** Text beside an illustration, block after block, the illustration changing sides on wide screens. */
export default function IntroBlocksSection({ section }: SectionProps<'intro-blocks'>) {
  const Title = section.heading ? 'h3' : 'h2'
  return (
    <section className={styles.section}>
      {section.heading && <h2 className={styles.heading}>{section.heading}</h2>}
      {section.items.map((item, i) => (
        <div key={item.title} className={styles.block}>
          <div className={styles.body}>
            {item.eyebrow && <p className={styles.eyebrow}>{item.eyebrow}</p>}
            <Title className={styles.title}>{item.title}</Title>
            {item.paragraphs.map((p) => (
              <p key={p} className={styles.paragraph}>
                {p}
              </p>
            ))}
          </div>
          <Picture image={item.image} className={styles.image} loading={i > 0 ? 'lazy' : undefined} decoding="async" />
        </div>
      ))}
    </section>
  )
}
