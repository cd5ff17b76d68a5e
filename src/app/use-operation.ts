import { useRouterState } from '@tanstack/react-router'
import { startTransition, useEffect, useRef, useState } from 'react'
import { ApiError, isPassingFailure, readKey, type ApiOperation, type OperationId, type SentQuery, type SuccessBody } from '../api'
import { useAlert } from '../components/alert/alert-provider'
import { markReadSettled } from '../lib/page-marks'
import { useHydrated } from '../lib/use-hydrated'
import { alertTextFor } from './api-alert-text'
import { useLL } from './i18n'
import type { PageLoaderData } from './page-data'
import { useSiteApi } from './site-api'

/**
 * Where a section's data is: still coming, here (the operation's answer, and when it was read,
 * an ISO instant; `refreshFailed` when asking again for it failed, so it is as old as `readAt`
 * says), or failed (with the kind of failure of docs/rules/api.md §8, and `retry`, which asks again in place:
 * loading, then ready or failed).
 */
export type OperationState<Id extends OperationId> =
  | { status: 'loading' }
  | { status: 'ready'; answer: SuccessBody<Id>; readAt: string; refreshFailed?: true }
  | { status: 'failed'; error: ApiError; retry: () => void }

type Shown<Id extends OperationId> = { key: string; state: OperationState<Id> }

/** One object for every loading state, so a section that defers its list (the gallery) sees no change between renders. */
const loading = { status: 'loading' } as const

/**
 * Calls a read operation (a section's `loads`) when the page opens, and again when one of its
 * query parameters changes: each takes the page's query parameter of the same name (the URL is
 * the one place that says what is shown, docs/rules/gallery.md §4.3), else the contract's default. Until the new
 * answer arrives the state is loading, except where the prerender read the same query at build
 * time (the page's loader data, `built`): the page starts from that answer, which its HTML
 * shows, and the fresh one replaces it only if it differs; an equal one changes nothing, so
 * nothing re-renders or moves. A failure where the page has nothing to show opens the alert of
 * docs/rules/api.md §8 (no answer at all is handled site-wide by the API client) and leaves the
 * section in its failed state; a 404 changes nothing here, the API client is taking the visitor
 * to the not-found page. A refresh of the list the page shows (the build's, or one read
 * before) that fails for a passing reason (no answer, none in time, a 5xx: `isPassingFailure`)
 * is quiet: the list stays, marked `refreshFailed`, with no alert and no server-down alert
 * (docs/decisions/failed-refresh-keeps-the-list.md: good data is not thrown away, nor hidden behind
 * a dialog, because a refresh the visitor did not ask for failed). The API's own word is not
 * passing: a 404 (HTTP or `resultCode`) goes to the not-found page, as docs/rules/api.md §8 says,
 * and a refusal is failed and told, as for any read.
 */
export function useOperation<Id extends OperationId>(operation: ApiOperation<Id>): OperationState<Id> {
  const api = useSiteApi()
  const refreshApi = useSiteApi('refresh')
  const showAlert = useAlert()
  const LL = useLL()
  const hydrated = useHydrated()
  // The page's validated query; `useRouterState` rather than `useSearch`, which the start-up
  // chunks would then carry for every page. A query parameter the read does not take never
  // changes the key, so never reloads it.
  const key = useRouterState({ select: (state) => readKey(operation, state.matches.at(-1)?.search) })
  const built = useRouterState({ select: (state) => (state.matches.at(-1)?.loaderData as PageLoaderData | undefined)?.built })
  // A retry is one more attempt at the same key: the effect runs again, the page is not reloaded.
  const [attempt, setAttempt] = useState(0)
  const current = `${attempt} ${key}`
  const [state, setState] = useState<Shown<Id>>(() => {
    const read = built?.answers[operation.id]
    return read ? { key: `0 ${read.key}`, state: { status: 'ready', answer: read.answer as SuccessBody<Id>, readAt: built!.readAt } } : { key: current, state: loading }
  })
  // What is on the page, for the answer to compare itself with (the state may still be pending).
  const shown = useRef(state)
  // A fresh answer on its way to the page: once it is shown, the read is settled (page-marks.ts).
  const arriving = useRef<Shown<Id> | undefined>(undefined)
  useEffect(() => {
    if (arriving.current !== state) return
    arriving.current = undefined
    markReadSettled(operation.id)
  }, [state, operation.id])
  useEffect(() => {
    let live = true
    const show = (next: Shown<Id>) => {
      shown.current = next
      setState(next)
    }
    // Whether the page already shows this key's list: then this read only refreshes it.
    const refresh = shown.current.key === current && shown.current.state.status === 'ready'
    const reader = refresh ? refreshApi : api
    // The key is the query `readKey` wrote: the contract's parameters with their defaults.
    reader.call(operation, { query: JSON.parse(key) as SentQuery<Id> }).then(
      (answer) => {
        if (!live) return
        if (sameAnswer(shown.current, current, answer)) return markReadSettled(operation.id)
        const next: Shown<Id> = { key: current, state: { status: 'ready', answer, readAt: new Date().toISOString() } }
        arriving.current = next
        // A transition, so React renders a long list (the gallery's 52 cards) in slices that let
        // input through, rather than in one task that Lighthouse counts as blocking.
        startTransition(() => show(next))
      },
      (cause: unknown) => {
        if (!live) return
        const before = shown.current
        const error = cause instanceof ApiError ? cause : new ApiError('server', { cause })
        // The API client is taking the visitor to the not-found page: the list leaves as it was,
        // rather than saying (and announcing) that it failed on its way out.
        if (error.kind === 'not-found') return
        if (refresh && before.state.status === 'ready' && isPassingFailure(error)) return show({ key: current, state: { ...before.state, refreshFailed: true } })
        show({ key: current, state: { status: 'failed', error, retry: () => setAttempt((n) => n + 1) } })
        const message = alertTextFor(error, LL)
        if (message) showAlert(message)
      },
    )
    return () => {
      live = false
    }
  }, [api, refreshApi, operation, key, current, showAlert, LL])
  // Hydration renders what the HTML shows (the build's answer, or loading). Each view a query names
  // has its own prerendered document (src/lib/list-documents.ts), whose answer is the visit's; an
  // address no document matches (a build without its lists) gets its own read after.
  return state.key === current || !hydrated ? state.state : loading
}

/** Whether `answer` is the one already shown for `key`: then showing it again would change nothing. */
function sameAnswer(shown: Shown<OperationId>, key: string, answer: unknown): boolean {
  return shown.key === key && shown.state.status === 'ready' && JSON.stringify(shown.state.answer) === JSON.stringify(answer)
}
