import Swiper from 'swiper'
import { Autoplay } from 'swiper/modules'
import type { SectionOf } from '../../../manifest/schema/section'

type Settings = Pick<SectionOf<'carousel'>, 'autoplayMs' | 'gap' | 'breakpoints'>

/**
 * Swiper on the carousel's prerendered markup (its own chunk, imported once the carousel is on
 * screen). Slide sizes match the stylesheet's, so taking over moves nothing. `rewind` rather than
 * `loop`: twelve images cannot fill Swiper's loop at eleven in view.
 */
export function startSwiper(element: HTMLElement, settings: Settings, playing: boolean): Swiper {
  const [first, ...rest] = settings.breakpoints
  const swiper = new Swiper(element, {
    modules: [Autoplay],
    slidesPerView: first?.perView ?? 1,
    spaceBetween: settings.gap,
    breakpoints: Object.fromEntries(rest.map((b) => [b.minWidth, { slidesPerView: b.perView }])),
    rewind: true,
    speed: 600,
    autoplay: { delay: settings.autoplayMs, disableOnInteraction: false },
  })
  if (!playing) swiper.autoplay.stop()
  return swiper
}
