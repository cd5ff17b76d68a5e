import { useRouterState } from '@tanstack/react-router'
import { startTransition, useEffect, useState } from 'react'
import { ApiError, queryWithDefaults, type Api, type ApiOperation, type OperationId, type SuccessBody } from '../api'
import { useAlert } from '../components/alert/alert-provider'
import { alertTextFor } from './api-alert-text'
import { useLL } from './i18n'
import { useSiteApi } from './site-api'

/**
 * Where a section's data is: still coming, here (the operation's answer), or failed (with the
 * spec-8 kind of failure, and `retry`, which asks again in place: loading, then ready or failed).
 */
export type OperationState<Id extends OperationId> =
  | { status: 'loading' }
  | { status: 'ready'; answer: SuccessBody<Id> }
  | { status: 'failed'; error: ApiError; retry: () => void }

/** A call whose operation is known only as a type parameter; `Api.call` checks the concrete ones. */
type AnyCall = (operation: ApiOperation, input: { query: Record<string, string> }) => Promise<never>

/**
 * Calls a read operation (a section's `loads`) when the page opens, and again when one of its
 * query parameters changes: each takes the page's query parameter of the same name (the URL is
 * the one place that says what is shown, spec 4.3), else the contract's default. Until the new
 * answer arrives the state is loading. In the browser only: the prerendered HTML holds the
 * loading state, never data that may be stale by the time it is read. A failure opens the
 * spec-8 alert (a 404 and no answer at all are handled site-wide by the API client) and leaves
 * the section in its failed state.
 */
export function useOperation<Id extends OperationId>(operation: ApiOperation<Id>): OperationState<Id> {
  const api = useSiteApi()
  const showAlert = useAlert()
  const LL = useLL()
  // The page's validated query; `useRouterState` rather than `useSearch`, which the start-up
  // chunks would then carry for every page. A query parameter the read does not take never
  // changes the key, so never reloads it.
  const key = useRouterState({ select: (state) => JSON.stringify(queryWithDefaults(operation, state.matches.at(-1)?.search)) })
  // A retry is one more attempt at the same key: the effect runs again, the page is not reloaded.
  const [attempt, setAttempt] = useState(0)
  const current = `${attempt} ${key}`
  const [state, setState] = useState<{ key: string; state: OperationState<Id> }>({ key: current, state: { status: 'loading' } })
  useEffect(() => {
    let live = true
    const call = api.call as Api['call'] as unknown as AnyCall
    call(operation, { query: JSON.parse(key) as Record<string, string> }).then(
      // A transition, so React renders a long list (the gallery's 52 cards) in slices that let
      // input through, rather than in one task that Lighthouse counts as blocking.
      (answer: SuccessBody<Id>) => live && startTransition(() => setState({ key: current, state: { status: 'ready', answer } })),
      (cause: unknown) => {
        if (!live) return
        const error = cause instanceof ApiError ? cause : new ApiError('server', { cause })
        setState({ key: current, state: { status: 'failed', error, retry: () => setAttempt((n) => n + 1) } })
        const message = alertTextFor(error, LL)
        if (message) showAlert(message)
      },
    )
    return () => {
      live = false
    }
  }, [api, operation, key, current, showAlert, LL])
  return state.key === current ? state.state : { status: 'loading' }
}
