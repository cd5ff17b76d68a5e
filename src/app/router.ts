import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../generated/route-tree.gen'
import type { PageId } from '../generated/site.gen'
import { internalPathname, resolveRedirect } from '../lib/routing'
import type { RouterContext } from './route-base'

/**
 * The router of both the prerender and the browser. Its input rewrite renders every path the
 * server answers with the not-found page as that page's own path, so the prerendered 404 HTML
 * hydrates without a mismatch wherever it is served; the address bar keeps the visitor's URL.
 */
export function createAppRouter(context: RouterContext = {}) {
  return createRouter({
    routeTree,
    context,
    scrollRestoration: true,
    defaultPreload: 'intent',
    rewrite: {
      input: ({ url }) => {
        if (resolveRedirect(url, undefined)) return url
        const pathname = internalPathname(url.pathname)
        if (pathname === url.pathname) return url
        const internal = new URL(url)
        internal.pathname = pathname
        return internal
      },
    },
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The manifest route this route renders. */
    pageId?: PageId
  }
}
