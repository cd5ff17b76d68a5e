import { useRouterState } from '@tanstack/react-router'
import { startTransition, useEffect, useState } from 'react'
import { ApiError, type Api } from '../api'
import type { FirstRead } from '../api/read-urls'
import type { components } from '../generated/api.gen'
import { useAlert } from '../components/alert/alert-provider'
import { alertTextFor } from './api-alert-text'
import { useLL } from './i18n'
import { useSiteApi } from './site-api'

/** The page's query parameters (its manifest `query`), as the route validated them. */
type PageQuery = { category?: components['schemas']['GalleryCategoryFilter'] }

/**
 * The reads a section may declare as `loads` (codegen checks they are GET operations). A read
 * whose operation takes query parameters gets them from the page's own query of the same name,
 * so the URL is the one place that says what is shown (spec 4.3: a route change reloads).
 */
const reads = {
  listMediaNews: (api: Api) => api.listMediaNews(),
  listBadgeGallery: (api: Api, query: PageQuery) => api.listBadgeGallery(query.category ?? 'all'),
} satisfies Record<FirstRead, (api: Api, query: PageQuery) => Promise<unknown>>

export type ReadOperation = keyof typeof reads
export type ReadResult<Op extends ReadOperation> = Awaited<ReturnType<(typeof reads)[Op]>>

/** Where a section's data is: still coming, here, or failed (with the spec-8 kind of failure). */
export type OperationState<Op extends ReadOperation> =
  | { status: 'loading' }
  | { status: 'ready'; data: ReadResult<Op> }
  | { status: 'failed'; error: ApiError }

/**
 * Calls a read operation when the page opens, and again when a query parameter it reads changes
 * (until the new answer arrives, the state is loading),
 * in the browser only: the prerendered HTML holds the loading state, never data that may be stale
 * by the time it is read. A failure opens the spec-8 alert (a 404 and no answer at all are
 * handled site-wide by the API client) and leaves the section in its failed state.
 */
export function useOperation<Op extends ReadOperation>(operation: Op): OperationState<Op> {
  const api = useSiteApi()
  const showAlert = useAlert()
  const LL = useLL()
  // The page's validated query (an unknown category is "all"); `useRouterState` rather than
  // `useSearch`, which the start-up chunks would then carry for every page.
  const search = useRouterState({ select: (state) => state.matches.at(-1)?.search ?? {} }) as PageQuery
  // Every parameter any read uses; a page without one never changes it, so never reloads for it.
  const key = JSON.stringify({ category: search.category } satisfies PageQuery)
  const [state, setState] = useState<{ key: string; state: OperationState<Op> }>({ key, state: { status: 'loading' } })
  useEffect(() => {
    let current = true
    const read = reads[operation] as (api: Api, query: PageQuery) => Promise<ReadResult<Op>>
    read(api, JSON.parse(key) as PageQuery).then(
      // A transition, so React renders a long list (the gallery's 52 cards) in slices that let
      // input through, rather than in one task that Lighthouse counts as blocking.
      (data) => current && startTransition(() => setState({ key, state: { status: 'ready', data } })),
      (cause: unknown) => {
        if (!current) return
        const error = cause instanceof ApiError ? cause : new ApiError('server', { cause })
        setState({ key, state: { status: 'failed', error } })
        const message = alertTextFor(error, LL)
        if (message) showAlert(message)
      },
    )
    return () => {
      current = false
    }
  }, [api, operation, key, showAlert, LL])
  return state.key === key ? state.state : { status: 'loading' }
}
