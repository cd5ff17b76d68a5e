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
  const servedNotFound = notFoundDocumentPath()
  // The first render in the browser is the prerendered page's hydration, which the router's own
  // inline script has already scrolled as it parsed (to the top, to the hash, or back to where a
  // return left it). A visitor may have scrolled since: restoring again at hydration threw them
  // back to the top, and a tap at that moment landed on what came under it (before-scripts.spec.ts).
  let hydrating = typeof document !== 'undefined'
  return createRouter({
    routeTree,
    context,
    scrollRestoration: () => {
      if (!hydrating) return true
      hydrating = false
      return false
    },
    defaultPreload: 'intent',
    rewrite: {
      input: ({ url }) => {
        if (resolveRedirect(url, undefined)) return url
        const pathname = internalPathname(url.pathname, (path) => path === servedNotFound)
        if (pathname === url.pathname) return url
        const internal = new URL(url)
        internal.pathname = pathname
        return internal
      },
    },
  })
}

/**
 * In the browser, the address the server answered with the not-found page, if it did (its
 * document is marked, src/app/root-document.tsx): `/kor/no-such-event` looks like an event's
 * address, and must hydrate as the not-found page it was served as.
 */
function notFoundDocumentPath(): string | undefined {
  if (typeof document !== 'undefined' && document.documentElement.dataset.notFound !== undefined) return window.location.pathname
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The manifest route this route renders. */
    pageId?: PageId
    /** A route that is not one page's (the event pages'): the module of its component, which the HTML preloads. */
    pageModule?: string
  }
}
