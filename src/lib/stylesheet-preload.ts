import type { Manifest as ViteManifest } from 'vite'

/**
 * The style sheets every page links, by address, as Vite's manifest of the client build records
 * them: the entry's own CSS and, with cssCodeSplit off (vite.config.ts), the one sheet Vite files
 * under its own key.
 */
export function siteStylesheets(vite: ViteManifest): string[] {
  const entryCss = Object.values(vite).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : []))
  const files = [...entryCss, ...(vite['style.css'] ? [vite['style.css'].file] : [])]
  return [...new Set(files)].map((file) => `/${file}`)
}

/**
 * The `Link` header every page is served with: a preload of each of its style sheets, so the
 * browser asks for them as soon as the headers arrive, before it reads the head. Read from the
 * HTML, the sheet comes after the logo's image preloads, and its bytes share a slow link with the
 * module preloads of the scripts; that made the first paint of a text-led page (contact, privacy)
 * wait up to 180 ms longer than the same page without scripts (docs/performance.md, "The style
 * sheet asked for with the page's headers"). The Node server (server/pages.ts) and the nginx
 * rules (scripts/prerender/nginx.ts) both send it. Empty when there is no sheet.
 */
export const stylesheetPreloadHeader = (sheets: readonly string[]): string =>
  sheets.map((href) => `<${href}>; rel=preload; as=style`).join(', ')
