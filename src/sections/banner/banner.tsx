import { ManifestLink } from '../../components/manifest-link/manifest-link'
import type { SectionProps } from '../section-props'
import * as styles from './banner.css'

/** A wide promotional band: heading, a sentence and one button, with decorative art on wide screens. */
export default function BannerSection({ section }: SectionProps<'banner'>) {
  return (
    <section className={styles.banner}>
      <div className={styles.body}>
        <h2 className={styles.heading}>{section.heading}</h2>
        <p className={styles.text}>{section.text}</p>
        <ManifestLink link={section.link} className={styles.button} />
      </div>
      {section.art && <img className={styles.art} src={section.art} width={320} height={200} alt="" loading="lazy" decoding="async" />}
    </section>
  )
}
