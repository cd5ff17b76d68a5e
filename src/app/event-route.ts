import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router'
import { languageOfLocale } from '../lib/language'
import { routeHead } from './head'
import { loadDictionary, loadNamespaces } from './i18n'
import type { EventLoaderData, EventPages } from './page-data'
import { languageRoute } from './route-base'
import { loadShellText } from './shell-text'
import { eventPageModuleId } from './startup-chunks'

/**
 * The event route's loader. The renderer has every event's data and renders the one the address
 * names, in the language the page is written in. The browser has none: on a first visit the
 * data is in the page's dehydrated state and this never runs; an in-app navigation to an event
 * address (a notice's link, going back to one) asks the server for the page, a document load,
 * which answers with the event's page or the not-found page. An event page is a document of its
 * own anyway: another layout, in its own language.
 */
export async function loadEventPage(slug: string, events: EventPages | undefined, href: string): Promise<EventLoaderData> {
  if (!import.meta.env.SSR || !events) throw redirect({ href, reloadDocument: true })
  const event = events.pages[slug]
  if (!event) throw notFound()
  const locale = event.route.writtenIn
  const [base, namespaces, shell] = await Promise.all([loadDictionary(locale), loadNamespaces(events.namespaces, locale), loadShellText(locale)])
  return { title: event.title, description: event.description, strings: { ...base, ...namespaces }, shell, event }
}

/**
 * Every event page, one route: `/{lang}/{slug}`, below the pages' own paths (a static path wins).
 * The route tree and every page's start-up chunks are the same whatever the number of events.
 */
export const eventPageRoute = createRoute({
  getParentRoute: () => languageRoute,
  path: '$event',
  // Its chunk is preloaded by the HTML like a page module (src/app/router-assets.ts, the renderer's only).
  staticData: import.meta.env.SSR ? { pageModule: eventPageModuleId } : {},
  loader: ({ params, context, location }) => loadEventPage(params.event, context.events, location.publicHref),
  head: ({ loaderData }) => (loaderData ? routeHead(loaderData.event.route, languageOfLocale(loaderData.event.route.writtenIn), loaderData) : {}),
  component: lazyRouteComponent(() => import('./event-page')),
})
