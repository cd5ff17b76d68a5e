import { button } from '../../components/button.css'
import { ManifestLink } from '../../components/manifest-link/manifest-link'
import { Picture } from '../../components/picture/picture'
import type { SectionProps } from '../section-props'
import * as styles from './hero.css'

/** The band that opens a landing page; its heading is the page's h1. */
export default function HeroSection({ section }: SectionProps<'hero'>) {
  const { image } = section
  return (
    <section className={styles.hero}>
      <div className={styles.copy}>
        {section.eyebrow && <p className={styles.eyebrow}>{section.eyebrow}</p>}
        <h1 className={styles.heading}>{section.heading}</h1>
        <p className={styles.text}>{section.text}</p>
        <div className={styles.actions}>
          {section.actions.map((link, i) => (
            <ManifestLink key={i} link={link} className={button({ variant: i === 0 ? 'primary' : 'secondary' })} />
          ))}
        </div>
      </div>
      <Picture image={image} className={styles.image} fetchPriority="high" />
    </section>
  )
}
