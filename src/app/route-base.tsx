import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router'
import { site } from '../generated/site.gen'
import { resolveRedirect } from '../lib/routing'
import type { BuiltReads } from './built-reads'
import type { EventPages } from './page-data'
import { RootDocument } from './root-document'

/**
 * What the router is created with: in the prerender, the API's answers the build read for the
 * page being rendered (its loader hands them on), and in the renderer every event page's data;
 * in the browser nothing, the HTML carries them.
 */
export type RouterContext = { builtReads?: BuiltReads; events?: EventPages }

/**
 * The document around every page. Redirects are answered by the server before a page is ever
 * rendered; this check covers navigations inside the running app (same rules, same function).
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    if (typeof navigator === 'undefined') return
    const target = resolveRedirect(new URL(location.href, window.location.origin), navigator.language)
    if (target) throw redirect({ href: target, reloadDocument: true })
  },
  head: () => ({
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }],
    // The brand's mark as SVG. Its fallbacks and the app icons are drawn from it at build
    // (scripts/prerender/favicons.ts); the prerender links the touch icon and the web app
    // manifest in the HTML (web-app-manifest.ts), so they cost no JavaScript.
    links: [{ rel: 'icon', href: site.brand.logo.mark, type: 'image/svg+xml' }],
  }),
  component: RootDocument,
})

/** `/$lang`: kor or eng (other values never reach a page: see `internalPathname`). */
export const languageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
})
