import { apiBasePath } from '../../src/generated/api-rules.gen'
import { apiOperations } from '../../src/generated/operations/index.gen'
import { apiPrefix } from './contract'

/*
 * The API's addresses as the contract names them, for what decides by address before any route
 * runs: the CORS grant (cors.ts) and the wrong-method answers (allowed-methods.ts).
 */

/** The contract's operations by full path (`/api/v1/OpenBadges`), each with its one method. */
export const operationMethodAt: ReadonlyMap<string, string> = new Map(
  Object.values(apiOperations).map((operation) => [`${apiBasePath}${operation.path}`, operation.method.toUpperCase()]),
)

/** A gallery image's address (`/api` + badgeImagePath, docs/rules/api.md §3, by the contract's pattern); its group is the file's name. */
export const badgeImageAddress = new RegExp(`^${apiPrefix}/badges/([a-z0-9-]+\\.svg)$`)
