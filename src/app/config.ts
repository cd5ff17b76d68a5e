/**
 * Build-time configuration (vite.config.ts reads the environment): the public origin for
 * canonical URLs and sitemap. The API's origin is src/api/api-config.ts's.
 */
export const siteOrigin: string = import.meta.env.SITE_ORIGIN
