import { useEffect, useState } from 'react'
import { ApiError, type Api } from '../api'
import { useSiteApi } from './site-api'

/** The reads a section may declare as `loads` (codegen checks they are GET operations). */
const reads = {
  listMediaNews: (api: Api) => api.listMediaNews(),
} satisfies Record<string, (api: Api) => Promise<unknown>>

export type ReadOperation = keyof typeof reads
export type ReadResult<Op extends ReadOperation> = Awaited<ReturnType<(typeof reads)[Op]>>

/** Where a section's data is: still coming, here, or failed (with the spec-8 kind of failure). */
export type OperationState<Op extends ReadOperation> =
  | { status: 'loading' }
  | { status: 'ready'; data: ReadResult<Op> }
  | { status: 'failed'; error: ApiError }

/**
 * Calls a read operation when the page opens, in the browser only: the prerendered HTML holds
 * the loading state, never data that may be stale by the time it is read.
 */
export function useOperation<Op extends ReadOperation>(operation: Op): OperationState<Op> {
  const api = useSiteApi()
  const [state, setState] = useState<OperationState<Op>>({ status: 'loading' })
  useEffect(() => {
    let current = true
    const read = reads[operation] as (api: Api) => Promise<ReadResult<Op>>
    read(api).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current && setState({ status: 'failed', error: error instanceof ApiError ? error : new ApiError('server', { cause: error }) }),
    )
    return () => {
      current = false
    }
  }, [api, operation])
  return state
}
