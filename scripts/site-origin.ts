/**
 * The public origin of the site (`SITE_ORIGIN`, no trailing slash): canonical URLs, hreflang and
 * Open Graph in the bundle (vite.config.ts), sitemap and robots in the prerender.
 */
export function siteOriginFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_ORIGIN ?? 'https://www.obadge.example').replace(/\/+$/, '')
}
