import { useEffect, useRef, useState } from 'react'
import { useLL } from '../../app/i18n'
import { useShellText } from '../../app/shell-text'
import { kakaoMapsSdkUrl } from '../../lib/integrations'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import * as styles from './office-map.css'

/**
 * Build-time setting: without it no maps script is ever requested and none of its code ships.
 * With it, every page's policy allows the maps hosts (`src/lib/integrations.ts`).
 */
const mapKey = import.meta.env.VITE_KAKAO_MAP_KEY

type Kakao = {
  maps: {
    load: (ready: () => void) => void
    LatLng: new (lat: number, lng: number) => unknown
    Map: new (element: HTMLElement, options: { center: unknown; level: number }) => unknown
    Marker: new (options: { position: unknown; map: unknown }) => unknown
  }
}

declare global {
  interface Window {
    /** Kakao's maps script, once loaded, as far as this section uses it. */
    kakao?: Kakao
  }
}

/**
 * The office on a 500 px map. The static drawing, the address and links to the map services are
 * in the HTML; with a key configured, the Kakao map replaces the drawing once its script (loaded
 * by this page only) has drawn it, and a failed load leaves the drawing in place.
 */
export default function OfficeMapSection({ section }: SectionProps<'office-map'>) {
  const LL = useLL()
  const live = useRef<HTMLDivElement>(null)
  const [drawn, setDrawn] = useState(false)
  const place = section.place
  const { address } = useShellText().brand

  useEffect(() => {
    if (!mapKey || !live.current) return
    const element = live.current
    const script = document.createElement('script')
    script.src = `${kakaoMapsSdkUrl}?appkey=${encodeURIComponent(mapKey)}&autoload=false`
    script.async = true
    script.onload = () => {
      const maps = window.kakao?.maps
      // A script that loaded but defines no maps (a changed or blocked SDK) leaves the drawing.
      if (!maps) return
      maps.load(() => {
        const center = new maps.LatLng(section.lat, section.lng)
        new maps.Marker({ position: center, map: new maps.Map(element, { center, level: 3 }) })
        setDrawn(true)
      })
    }
    document.head.append(script)
    return () => script.remove()
  }, [section.lat, section.lng])

  const services = [
    { name: LL.officeMap.kakao(), href: `https://map.kakao.com/link/map/${encodeURIComponent(place)},${section.lat},${section.lng}` },
    { name: LL.officeMap.naver(), href: `https://map.naver.com/p/search/${encodeURIComponent(address)}` },
    { name: LL.officeMap.google(), href: `https://www.google.com/maps/search/?api=1&query=${section.lat},${section.lng}` },
  ]
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{section.heading}</h2>
      <div className={styles.area}>
        <img
          className={styles.drawing}
          src="/illustrations/map-seoul.svg"
          width={1200}
          height={500}
          alt={LL.officeMap.staticMap({ place })}
          hidden={drawn}
        />
        {mapKey && <div ref={live} className={styles.live} role="region" aria-label={LL.officeMap.map({ place })} tabIndex={drawn ? 0 : -1} style={drawn ? undefined : { visibility: 'hidden' }} />}
        <div className={styles.card}>
          <p className={styles.place}>{place}</p>
          <address className={styles.address}>{address}</address>
          <ul className={styles.services}>
            {services.map((service) => (
              <li key={service.name}>
                <a className={styles.service} href={service.href} target="_blank" rel="noopener noreferrer">
                  {LL.officeMap.openIn({ service: service.name })}
                  <span className={visuallyHidden}> ({LL.shell.opensInNewTab()})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
