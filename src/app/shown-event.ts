import { useRouterState } from '@tanstack/react-router'
import type { EventPageData } from './event-page-data'
import type { EventLoaderData } from './event-route'

/**
 * The event pages this browser has shown, by address, as their loader returned them: their data
 * came in their pages' HTML, and going back to one after an in-app navigation renders it again
 * without asking the server. A module of its own, which the event page's chunk imports without
 * the route's code: importing that split the shell into chunks of its own (2.3 kB gzip more on
 * every page, as chunk glue).
 */
export const shownEvents = new Map<string, EventLoaderData>()

/** The event page's data, from its route's loader data; noted among the pages shown. */
export function useEventPage(): EventPageData {
  const data = useRouterState({ select: (state) => state.matches.at(-1)?.loaderData as EventLoaderData | undefined })
  if (!data?.event) throw new Error('The event route rendered without its loader data')
  shownEvents.set(data.event.route.path, data)
  return data.event
}
