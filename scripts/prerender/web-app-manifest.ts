import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Site } from '../../manifest/site'
import { palette } from '../../src/styles/palette'
import { appIcons, faviconFiles, touchIconSize } from './favicons'

type Locale = 'ko' | 'en'

/**
 * A web app manifest per language (docs/search-portals.md, installable and well-bookmarked), so the
 * site installs as an app, or is added to a home screen, under its name in the visitor's language
 * and opens at that language's home. Written at build beside the pages; every address in it is a
 * path, so one build serves any host.
 * - `scope` is the whole site, not the language's folder: the language switch and an event page
 *   (served at both languages' paths) stay inside the installed app instead of opening a tab.
 *   The two apps still differ: their `id`s are their start pages.
 * - `display: minimal-ui`: a window of its own with back and reload, because this is a site to
 *   read and leave (issuer and wallet links, long pages), not a tool; Chromium installs it as it
 *   does `standalone`, and a browser without it (iOS Safari) opens the bookmark as a tab.
 * - The colours are the theme's (`src/styles/palette.ts`): the brand's blue for the browser's
 *   frame, the page's white behind the splash screen.
 */
export type WebAppManifest = {
  id: string
  name: string
  short_name: string
  description: string
  lang: string
  dir: 'ltr'
  start_url: string
  scope: string
  display: 'minimal-ui'
  background_color: string
  theme_color: string
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[]
}

/** Where a language's manifest is served: `/manifest-kor.webmanifest`. */
export function webAppManifestPath(segment: string): string {
  return `/manifest-${segment}.webmanifest`
}

/** The frame colour of the browser and of the installed app, for the manifests and `<meta name="theme-color">` alike. */
export const themeColor = palette.brand

function manifestOf(site: Site, locale: Locale): WebAppManifest {
  const language = site.languages.find((l) => l.locale === locale)!
  const home = site.routes.find((r) => r.id === 'HomePage')
  if (!home) throw new Error('web app manifest: the home page (HomePage) is not in the manifest')
  const start = `/${language.segment}`
  return {
    id: start,
    name: site.brand.name[locale],
    short_name: site.brand.name[locale],
    description: home.description[locale],
    lang: language.htmlLang,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'minimal-ui',
    background_color: palette.surface,
    theme_color: themeColor,
    icons: appIcons.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  }
}

/** Both languages' manifests as the files the build writes; the same manifest writes the same bytes. */
export function webAppManifests(site: Site): { locale: Locale; path: string; json: string }[] {
  return site.languages.map(({ locale, segment }) => ({ locale, path: webAppManifestPath(segment), json: `${JSON.stringify(manifestOf(site, locale), null, 2)}\n` }))
}

/** Writes both manifests into `dist` (their icons are drawn by `writeFavicons`). */
export async function writeWebAppManifests(dist: string, site: Site): Promise<void> {
  for (const manifest of webAppManifests(site)) await writeFile(path.join(dist, manifest.path), manifest.json)
}

/**
 * The tags a page's `<head>` gets for it, in the page's language: its manifest, the frame colour
 * and the home-screen icon (which iOS also finds by name, but other browsers only by the link).
 */
export function webAppTags(site: Site, locale: Locale): string {
  const segment = site.languages.find((l) => l.locale === locale)!.segment
  return [
    `<link rel="manifest" href="${webAppManifestPath(segment)}"/>`,
    `<meta name="theme-color" content="${themeColor}"/>`,
    `<link rel="apple-touch-icon" sizes="${touchIconSize}x${touchIconSize}" href="${faviconFiles.touchIcon}"/>`,
  ].join('')
}
