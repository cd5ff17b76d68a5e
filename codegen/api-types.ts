import { readFile } from 'node:fs/promises'
import openapiTS, { astToString } from 'openapi-typescript'
import { withHeader } from './header'

export const API_TYPES_FILE = 'src/generated/api.gen.ts'

/** TypeScript types for every path and schema of the OpenAPI contract (openapi-typescript). */
export async function generateApiTypes(specFile: string): Promise<string> {
  const ast = await openapiTS(await readFile(specFile, 'utf8'))
  return withHeader(astToString(ast))
}
