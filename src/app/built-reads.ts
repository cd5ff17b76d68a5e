import type { OperationId, SuccessBody } from '../api'

/** One read the build made: the query it was made with (`readKey` of src/api) and the API's answer. */
export type BuiltRead<Id extends OperationId = OperationId> = { key: string; answer: SuccessBody<Id> }

/**
 * The API's answers the prerender read at build time (scripts/prerender/build-reads.ts), by
 * operation, with when they were read (an ISO instant). The prerender hands each page the ones
 * it makes (router context), its loader data carries them (`built`), so the hydrated page starts
 * from the very answer its HTML shows.
 */
export type BuiltReads = { readAt: string; answers: { [Id in OperationId]?: BuiltRead<Id> } }
