import type Database from 'better-sqlite3'
import type { components, operations } from '../../src/generated/api.gen'
import { listGalleryBadges, listPressItems } from '../db/content-store'
import type { GroupCommit } from '../db/group-commit'
import { saveContactInquiry } from '../db/inquiry-store'
import { recordIssuanceRequest, type IssuanceEndpoint } from '../db/issuance-store'

export type OperationId = keyof operations

type JsonBody<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined
type RequestBodyOf<Id extends OperationId> = JsonBody<NonNullable<operations[Id]['requestBody']>>
type QueryOf<Id extends OperationId> = NonNullable<operations[Id]['parameters']['query']>
type SuccessOf<Id extends OperationId> = JsonBody<operations[Id]['responses'][200]>

/** What a handler sees once the contract has validated the request. */
export interface OperationInput<Id extends OperationId> {
  body: RequestBodyOf<Id>
  query: QueryOf<Id>
  acceptLanguage: string | undefined
}

/**
 * One entry per operationId of api.yaml: adding an operation to the contract without a handler
 * here fails `tsc`, and `registerApi` refuses to start without one.
 */
export type OperationHandlers = {
  [Id in OperationId]: (input: OperationInput<Id>) => SuccessOf<Id> | Promise<SuccessOf<Id>>
}

/** Both issuance operations take the same input. */
type IssuanceInput = { body: components['schemas']['IssuanceRequest']; acceptLanguage: string | undefined }

export function createOperationHandlers(db: Database.Database, writes: GroupCommit, now: () => Date): OperationHandlers {
  // Writes go through the group commit: each promise resolves after the transaction holding the
  // row has committed (WAL flushed, synchronous = FULL), so the success answer follows the commit.
  const issue = (endpoint: IssuanceEndpoint) => async (input: IssuanceInput) => {
    const receivedAt = now().toISOString()
    const outcome = await writes.run(() =>
      recordIssuanceRequest(db, endpoint, input.body, { receivedAt, acceptLanguage: input.acceptLanguage }),
    )
    return { result: 'Requested' as const, ...outcome }
  }

  return {
    sendContactInquiry: async ({ body, acceptLanguage }) => {
      const receivedAt = now().toISOString()
      await writes.run(() => saveContactInquiry(db, body, { receivedAt, acceptLanguage }))
      return { result: 'Requested' as const }
    },
    issueSampleBadge: issue('OpenBadges'),
    issueSampleBadgeV3: issue('OpenBadgesV3'),
    listMediaNews: () => ({ data: listPressItems(db) }),
    listBadgeGallery: ({ query }) => ({ data: listGalleryBadges(db, query.category ?? 'all') }),
  }
}
