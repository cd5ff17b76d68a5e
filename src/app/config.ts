/**
 * Build-time configuration (vite.config.ts reads the environment): the public origin for
 * canonical URLs and sitemap, and the API origin (empty: same origin as the site).
 */
export const siteOrigin: string = import.meta.env.SITE_ORIGIN
export const apiOrigin: string = import.meta.env.VITE_API_ORIGIN ?? ''
