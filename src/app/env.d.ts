/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public origin of the site, e.g. https://www.obadge.example (no trailing slash). */
  readonly SITE_ORIGIN: string
  /** Origin of the provider's API; empty means the site's own origin. */
  readonly VITE_API_ORIGIN?: string
  /** Kakao Maps JavaScript key: the about page's map; without it the page shows a static map. */
  readonly VITE_KAKAO_MAP_KEY?: string
}
