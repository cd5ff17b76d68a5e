import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react'
import { eventIntroSection, type IntroLogo } from '../../../../manifest/event-intro-section'
import { inLanguage } from '../../../../manifest/in-language'
import { loadDictionary, loadNamespaces, useLL } from '../../../app/i18n'
import { loadShellText } from '../../../app/shell-text'
import { button } from '../../../components/button.css'
import { site } from '../../../generated/site.gen'
import type { Locales, Translations } from '../../../i18n/i18n-types'
import type { ShellText } from '../../../../manifest/shell-text'
import { eventPosterContent, previewMark, type PosterLabels } from '../../../lib/posters/poster-text'
import { qrSymbol } from '../../../lib/posters/qr'
import { drawSlide, type SlideType } from '../../../lib/posters/slide-layout'
// The event page's own layout and section, as an event page has them: the preview taking a part
// of their chunk would split it, and every event page would load one chunk more.
import { EventLayout } from '../../../app/event-layout'
import EventIntroSection from '../../event-intro/event-intro'
import type { SectionProps } from '../../section-props'
import type { RequestValues } from '../request-fields'
import { previewEvent } from './preview-event'
import { webFontType } from './web-font-type'
import * as styles from './request-preview.css'

/** `logoRefused`: the chosen logo would be refused (the form says why under its field); the page is drawn without it, as it would be made. */
type Props = { values: RequestValues; logo: File | undefined; logoRefused: boolean; onClose: () => void }

/** Stands in for the claim code a maintainer makes (`new:event --from-request`), on the slide and in its QR code. */
const STAND_IN_CLAIM_CODE = 'ABCD2345'

/**
 * The request as its event page and its hall slide would show it (docs/events-and-partners.md, the
 * preview), drawn by the site's own event layout and intro and the build's own slide layout
 * (src/lib/posters/slide-layout.ts), from what the form holds now: it follows every edit while
 * open. Not a dialog: the partner keeps editing the form above it. Loaded when the partner first
 * asks for it (partner-request-form.tsx), with the slide's QR code encoder, so none of it is in the
 * form page's first load.
 *
 * The event's texts and the whole slide are in the event's interface language; the intro's own
 * labels ("Hosted by", "Dates") follow this page's, as every component's strings do
 * (`useCurrentPage`). Giving a subtree a language of its own would take a context read in
 * `useCurrentPage` (bytes on every page) or a second router context provider, whose import split
 * the app's start-up chunk (1.3 to 2.2 kB more on every page, measured).
 */
export default function RequestPreview({ values, logo, logoRefused, onClose }: Props) {
  const P = useLL().partnerRequest
  const id = useId()
  const region = useRef<HTMLElement>(null)
  const shown = useDeferredValue(values)
  const locale: Locales = shown.interfaceLanguage === 'en' ? 'en' : 'ko'
  const logoPicture = useObjectUrl(logo)
  const [ready, setReady] = useState<{ locale: Locales; type: SlideType; labels: PosterLabels; brand: ShellText['brand'] }>()

  useEffect(() => region.current?.focus(), [])
  // The labels and the brand's words the slide repeats, in the event's language (its dictionaries
  // and shell words, which the page module loads the same way), and the face the slide is set in.
  useEffect(() => {
    let current = true
    const family = getComputedStyle(region.current!).fontFamily
    void Promise.all([loadDictionary(locale), loadNamespaces(['issuance'], locale), loadShellText(locale), document.fonts.load(`700 100px ${family}`)]).then(([base, spaces, shell]) => {
      const { event } = base as Translations
      const labels = { dates: event.dates, venue: event.venue, online: event.online, claimCode: (spaces as Pick<Translations, 'issuance'>).issuance.claimCode }
      if (current) setReady({ locale, type: webFontType(family), labels, brand: shell.brand })
    })
    return () => {
      current = false
    }
  }, [locale])

  // The address the entry's page would get: its one language's path (src/lib/routing.ts `pagePath`).
  const segment = site.languages.find((language) => language.locale === locale)!.segment
  const url = `${location.origin}/${segment}/${shown.slug.trim() || '…'}`
  const event = useMemo(
    () => previewEvent(shown, { label: (field) => P.field[field](), claimCode: STAND_IN_CLAIM_CODE }, url),
    [shown, P, url],
  )
  const slide = useMemo(() => {
    if (ready?.locale !== locale) return undefined
    const { wordmark } = ready.brand
    const badge = { href: event.badge.image, width: 200, height: 200 }
    const content = eventPosterContent(event, ready.labels, ready.brand, { page: url, qr: url }, { badge: badge.href, wordmark: wordmark.src, ...(logoPicture ? { logo: logoPicture.src } : {}) }, previewMark[locale])
    const pictures = { badge, wordmark: { href: wordmark.src, width: wordmark.width, height: wordmark.height }, ...(logoPicture ? { logo: { href: logoPicture.src, width: logoPicture.width, height: logoPicture.height } } : {}) }
    return { title: content.title, svg: drawSlide(content, pictures, qrSymbol(content.qrUrl), ready.type) }
  }, [ready, locale, event, url, logoPicture])
  const intro = inLanguage(eventIntroSection(event, logoPicture), locale) as SectionProps<'event-intro'>['section']

  return (
    <section ref={region} id={`${id}-preview`} className={styles.region} aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <div className={styles.head}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {P.preview()}
        </h2>
        <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
          {P.previewClose()}
        </button>
      </div>
      <p className={styles.note}>{P.previewHint()}</p>
      {logoRefused && <p className={styles.refused}>{P.previewLogoRefused()}</p>}
      <section className={styles.part} aria-labelledby={`${id}-page`}>
        <h3 id={`${id}-page`} className={styles.partHeading}>
          {P.previewPage()}
        </h3>
        {/* Its links would leave the form and what is typed in it: the preview shows them, and stays. */}
        <div className={styles.page} onClickCapture={stayOnForm}>
          {ready?.locale === locale && (
            <EventLayout>
              <EventIntroSection section={intro} />
            </EventLayout>
          )}
        </div>
      </section>
      <section className={styles.part} aria-labelledby={`${id}-slide`}>
        <h3 id={`${id}-slide`} className={styles.partHeading}>
          {P.previewSlide()}
        </h3>
        {slide && <div className={styles.slide} lang={locale} role="img" aria-label={slide.title} dangerouslySetInnerHTML={{ __html: slide.svg }} />}
      </section>
    </section>
  )
}

function stayOnForm(event: MouseEvent) {
  if ((event.target as Element).closest('a')) event.preventDefault()
}

/**
 * The chosen logo file as an object URL with its intrinsic size (the page's <img> gets both, the
 * slide its proportions), revoked when the file changes or the preview closes. An SVG without a
 * size of its own gets the browser's default one (300 x 150).
 */
function useObjectUrl(file: File | undefined): IntroLogo | undefined {
  const [picture, setPicture] = useState<IntroLogo>()
  useEffect(() => {
    setPicture(undefined)
    if (!file) return
    const src = URL.createObjectURL(file)
    const image = new Image()
    image.onload = () => setPicture({ src, width: image.naturalWidth || 300, height: image.naturalHeight || 150 })
    image.src = src
    return () => {
      image.onload = null
      URL.revokeObjectURL(src)
    }
  }, [file])
  return picture
}
