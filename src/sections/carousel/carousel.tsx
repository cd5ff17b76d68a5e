import { useEffect, useRef, useState, type CSSProperties } from 'react'
import type Swiper from 'swiper'
import { useLL } from '../../app/i18n'
import type { SectionProps } from '../section-props'
import * as styles from './carousel.css'

/** `--name` of a vanilla-extract variable (`var(--name)`), for a style attribute. */
const property = (cssVar: string) => cssVar.slice(4, -1)

/**
 * A row of images that moves by itself, with a pause / play button (WCAG 2.2.2). The prerendered
 * HTML lays the images out as Swiper will (per-view counts and gap as CSS variables), and Swiper
 * itself (about 21 kB) is imported only when the carousel comes near the screen, after the page
 * has painted. A visitor who prefers reduced motion gets it paused.
 */
export default function CarouselSection({ section }: SectionProps<'carousel'>) {
  const LL = useLL()
  const viewport = useRef<HTMLDivElement>(null)
  const swiper = useRef<Swiper | null>(null)
  const [playing, setPlaying] = useState(true)
  const playingRef = useRef(playing)
  playingRef.current = playing

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    if (matchMedia(styles.reducedMotion).matches) setPlaying(false)
    let cancelled = false
    const start = () => {
      observer.disconnect()
      void import('./carousel-swiper').then(({ startSwiper }) => {
        if (!cancelled) swiper.current = startSwiper(element, section, playingRef.current)
      })
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '200px' })
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
      swiper.current?.destroy(true, false)
      swiper.current = null
    }
  }, [section])

  const toggle = () => {
    const next = !playing
    setPlaying(next)
    if (next) swiper.current?.autoplay.start()
    else swiper.current?.autoplay.stop()
  }

  const perView = Object.fromEntries(
    section.breakpoints.map((b) => [property(styles.perViewAt[b.minWidth]), String(b.perView)]),
  )
  const layout = { [property(styles.gap)]: `${section.gap}px`, ...perView } as CSSProperties
  const label = section.heading

  return (
    <section className={styles.section} aria-roledescription={LL.carousel.carousel()} aria-label={label}>
      <div className={styles.header}>
        <div className={styles.intro}>
          <h2 className={styles.heading}>{label}</h2>
          {section.lead && <p className={styles.lead}>{section.lead}</p>}
        </div>
        <button type="button" className={styles.control} onClick={toggle} aria-label={playing ? LL.carousel.pause() : LL.carousel.play()}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5.5v13l11-6.5z" fill="currentColor" />}
          </svg>
        </button>
      </div>
      <div ref={viewport} className={`swiper ${styles.viewport}`} style={layout}>
        <div className={`swiper-wrapper ${styles.track}`}>
          {section.images.map((image, i) => (
            <div
              key={image.src}
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription={LL.carousel.slideRole()}
              aria-label={LL.carousel.slide({ index: i + 1, total: section.images.length })}
            >
              <img src={image.src} width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" className={styles.image} />
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
