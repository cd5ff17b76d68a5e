import type { ApiContract } from './api-contract'
import { withHeader } from './header'
import { kebabCase } from './names'

const OPERATIONS_DIR = 'src/generated/operations'

/** The module of one operation, relative to the repository root. */
const operationFile = (operationId: string) => `${OPERATIONS_DIR}/${kebabCase(operationId)}.gen.ts`

/** How a generated page module (`src/generated/pages/`) imports an operation. */
export const operationImport = (operationId: string) => `import { ${operationId} } from '../operations/${kebabCase(operationId)}.gen'`

const json = (value: unknown) => JSON.stringify(value, null, 2)

/**
 * One module per operation of openapi/api.yaml (method, path, query parameters with their
 * values and defaults, what a success answer holds), so a page's JavaScript carries only the
 * operations it calls; an index of all of them for the server and the tests; and the issuance
 * operations by the endpoint a manifest entry names.
 */
export function generateApiOperations(contract: ApiContract): Array<[file: string, content: string]> {
  const ids = Object.keys(contract.operations)
  const modules = Object.entries(contract.operations).map(([id, operation]): [string, string] => {
    const table = {
      id,
      method: operation.method,
      path: operation.path,
      query: operation.query,
      ...(Object.keys(operation.accepts).length > 0 ? { accepts: operation.accepts } : {}),
      ...(operation.statusOnly ? { statusOnly: true } : {}),
      // Only a write's refusals are worded by the site (src/app/refusal-text.ts); a read's table stays small.
      ...(operation.method === 'post' ? { refuses: operation.refuses } : {}),
      // Only a body that is not JSON says how it is sent (the client builds a form for it).
      ...(operation.mediaType ? { mediaType: operation.mediaType } : {}),
    }
    return [
      operationFile(id),
      withHeader(`
import type { ApiOperation } from '../../api/operation'

/** ${operation.method.toUpperCase()} ${operation.path}: ${operation.summary}. */
export const ${id} = ${json(table)} as const satisfies ApiOperation<'${id}'>
`),
    ]
  })
  const imports = (names: readonly string[]) => names.map((id) => `import { ${id} } from './${kebabCase(id)}.gen'`).join('\n')
  const issuance = Object.entries(contract.issuanceEndpoints)
  return [
    ...modules,
    [
      `${OPERATIONS_DIR}/index.gen.ts`,
      withHeader(`
${imports(ids)}

/** Every operation by operationId, for the reference server and the tests; the site imports each from its own module. */
export const apiOperations = { ${ids.join(', ')} } as const

export type ApiOperationId = keyof typeof apiOperations
`),
    ],
    [
      `${OPERATIONS_DIR}/issuance.gen.ts`,
      withHeader(`
${imports(issuance.map(([id]) => id))}

/** The operations that take an IssuanceRequest, by the endpoint (path) a manifest entry names. */
export const issuanceOperations = { ${issuance.map(([id, endpoint]) => `${endpoint}: ${id}`).join(', ')} } as const

export type IssuanceEndpoint = keyof typeof issuanceOperations
`),
    ],
  ]
}
