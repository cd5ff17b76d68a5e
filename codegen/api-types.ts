import { readFile } from 'node:fs/promises'
import openapiTS, { astToString } from 'openapi-typescript'
import { withHeader } from './header'

export const API_TYPES_FILE = 'src/generated/api.gen.ts'

/** The last contract and its types: the dev server regenerates on every manifest edit, the contract rarely changes. */
let last: { spec: string; types: string } | undefined

/** TypeScript types for every path and schema of the OpenAPI contract (openapi-typescript). */
export async function generateApiTypes(specFile: string): Promise<string> {
  const spec = await readFile(specFile, 'utf8')
  if (last?.spec === spec) return last.types
  const types = withHeader(astToString(await openapiTS(spec)))
  last = { spec, types }
  return types
}
