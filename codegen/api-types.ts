import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { withHeader } from './header'
import { keptOrMade, packageVersion } from './kept-outputs'

export const API_TYPES_FILE = 'src/generated/api.gen.ts'

/** The last contract and its types: the dev server regenerates on every manifest edit, the contract rarely changes. */
let last: { spec: string; types: string } | undefined

/**
 * TypeScript types for every path and schema of the OpenAPI contract (openapi-typescript), kept
 * between runs by the contract's text (kept-outputs.ts): openapi-typescript is imported only when
 * the contract changed, since it loads the TypeScript compiler.
 */
export async function generateApiTypes(root: string): Promise<string> {
  const spec = await readFile(path.join(root, 'openapi/api.yaml'), 'utf8')
  if (last?.spec === spec) return last.types
  const made = await keptOrMade(root, 'api-types', [spec, packageVersion(root, 'openapi-typescript')], async () => {
    const { default: openapiTS, astToString } = await import('openapi-typescript')
    return new Map([['types', astToString(await openapiTS(spec))]])
  })
  const body = made.get('types')
  if (body === undefined) throw new Error(`${API_TYPES_FILE}: the kept outputs hold no types (delete node_modules/.cache/obadge-codegen)`)
  const types = withHeader(body)
  last = { spec, types }
  return types
}
