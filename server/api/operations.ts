import type Database from '../db/sqlite'
import type { OperationId, QueryOf, ReceivedBody, SuccessBody } from '../../src/api'
import type { apiOperations } from '../../src/generated/operations/index.gen'
import { issuanceOperations, type IssuanceEndpoint } from '../../src/generated/operations/issuance.gen'
import { listGalleryBadges, listPressItems } from '../db/content-store'
import type { GroupCommit } from '../db/group-commit'
import { saveContactInquiry } from '../db/inquiry-store'
import { recordIssuanceRequest } from '../db/issuance-store'
import { openPartnerRequests, savePartnerRequest } from '../db/partner-request-store'
import { addressesInUse } from '../../src/generated/addresses-in-use.gen'
import { companyCodes } from '../../src/generated/company-codes.gen'
import { localeForAcceptLanguage } from '../../src/lib/language'
import { repeatedRequest } from '../../src/lib/partner-request-rules'
import { acknowledgement } from './acknowledgement'
import { assertClaimCode } from './claim-code'
import { claimWindowCheck, type ClaimWindows } from './claim-window'
import { knownCompanyCheck } from './known-company'
import { assertRequestRules, checkedEvent, storedLogo } from './partner-request'

export type { OperationId }

/**
 * The reads whose answer names things in the request's language (Accept-Language, by the site's
 * rule: src/lib/language.ts): the gallery's badge and issuer names. Their answers say
 * `Vary: Accept-Language` (index.ts), so no cache hands a Korean list to an English page.
 */
export const namesInRequestLanguage: ReadonlySet<OperationId> = new Set<OperationId>(['listBadgeGallery'])

type Table<Id extends OperationId> = (typeof apiOperations)[Id]['query']
/** The query parameters of `Id` that have a default in the contract: a handler always gets them. */
type Defaulted<Id extends OperationId> = { [Name in keyof Table<Id>]: Table<Id>[Name] extends { default: string } ? Name : never }[keyof Table<Id>]
type QueryInput<Id extends OperationId> = [QueryOf<Id>] extends [never]
  ? Record<string, never>
  : QueryOf<Id> & Required<Pick<QueryOf<Id>, Defaulted<Id> & keyof QueryOf<Id>>>

/** What a handler sees once the contract has validated the request and filled the query's defaults (index.ts). */
interface OperationInput<Id extends OperationId> {
  body: ReceivedBody<Id>
  query: QueryInput<Id>
  acceptLanguage: string | undefined
  /** The file a form body carried (form-body.ts), for the operation whose body is a form. */
  file?: Uint8Array | undefined
}

/**
 * One entry per operationId of api.yaml: adding an operation to the contract without a handler
 * here fails `tsc`, and `registerApi` refuses to start without one.
 */
export type OperationHandlers = {
  [Id in OperationId]: (input: OperationInput<Id>) => SuccessBody<Id> | Promise<SuccessBody<Id>>
}

type IssuanceOperationId = (typeof issuanceOperations)[IssuanceEndpoint]['id']

/**
 * The operations' handlers on `db`. `companies` are the codes issuance accepts: the manifest's
 * (src/generated/company-codes.gen.ts) unless a test builds the API from a changed contract;
 * `claimWindows` the windows they are accepted in, the manifest's unless a test gives its own.
 */
export function createOperationHandlers(db: Database, writes: GroupCommit, now: () => Date, companies?: readonly string[], claimWindows?: ClaimWindows): OperationHandlers {
  const assertKnownCompany = knownCompanyCheck(companies)
  const assertInsideClaimWindow = claimWindowCheck(claimWindows)
  // Writes go through the group commit: each promise resolves after the transaction holding the
  // row has committed (WAL flushed, synchronous = FULL), so the success answer follows the commit.
  const issue = (endpoint: IssuanceEndpoint) => async (input: OperationInput<IssuanceOperationId>) => {
    const received = now()
    assertKnownCompany(input.body.company, endpoint)
    assertInsideClaimWindow(input.body.company, received)
    assertClaimCode(input.body.company, input.body.claimCode)
    const receivedAt = received.toISOString()
    const outcome = await writes.run(() =>
      recordIssuanceRequest(db, endpoint, input.body, { receivedAt, acceptLanguage: input.acceptLanguage }),
    )
    return { result: 'Requested' as const, ...outcome }
  }
  // Every operation that takes an IssuanceRequest is the same handler, for its own endpoint.
  const issuance = Object.fromEntries(
    Object.entries(issuanceOperations).map(([endpoint, operation]) => [operation.id, issue(endpoint as IssuanceEndpoint)]),
  ) as Pick<OperationHandlers, IssuanceOperationId>

  return {
    ...issuance,
    sendContactInquiry: async ({ body, acceptLanguage }) => {
      const receivedAt = now().toISOString()
      await writes.run(() => saveContactInquiry(db, body, { receivedAt, acceptLanguage }))
      return { result: 'Requested' as const }
    },
    requestPartnerEvent: async ({ body, acceptLanguage, file }) => {
      // The contract has checked the text fields; the event and the logo are checked here, before
      // anything is written, and stored together with the acknowledgement in one savepoint.
      const event = checkedEvent(body.event)
      const logo = file ? storedLogo(file) : undefined
      const received = now()
      const { event: _text, logo: _name, ...fields } = body
      // The stored requests are read inside the write's savepoint: the group commit runs one write
      // after another, so a request sent twice at once is seen as a repeat, not stored twice.
      const outcome = await writes.run(() => {
        const openRequests = openPartnerRequests(db)
        const earlier = repeatedRequest(openRequests, { email: body.email, slug: event.slug })
        if (earlier) return { requestId: earlier.id, duplicate: true }
        assertRequestRules(event, { now: received.getTime(), inUse: { addresses: addressesInUse, companies: companies ?? companyCodes }, openRequests })
        const requestId = savePartnerRequest(db, { ...fields, event, ...(logo ? { logo } : {}) }, { receivedAt: received.toISOString(), acceptLanguage }, (id) =>
          acknowledgement(id, body.lang, body.contactName, event, logo !== undefined),
        )
        return { requestId, duplicate: false }
      })
      return { result: 'Requested' as const, ...outcome }
    },
    listMediaNews: () => ({ data: listPressItems(db) }),
    // Named in the language the site's rule reads from Accept-Language (`namesInRequestLanguage`).
    listBadgeGallery: ({ query, acceptLanguage }) => ({ data: listGalleryBadges(db, query.category, localeForAcceptLanguage(acceptLanguage)) }),
  }
}
