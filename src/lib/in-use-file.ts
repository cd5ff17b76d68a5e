import type { RuleContext } from './partner-request-rules'

/** The addresses and company codes the site's pages take (src/generated/addresses-in-use.gen.ts, company-codes.gen.ts). */
export type InUse = RuleContext['inUse']

/**
 * Where the built site serves what its pages take, as a static file the prerender writes
 * (scripts/prerender/main.ts; `npm run dev` answers it too): the partner request's checker
 * (src/sections/partner-request-form/check-event.worker.ts) fetches it when the partner checks.
 * A file, not a module of the checker: every new entry would change the checker's chunk, whose
 * new name renames every chunk up to the start-up one, and so every page of the site.
 */
export const inUseFilePath = '/in-use.json'

/** The file's text. */
export const inUseFileText = (inUse: InUse): string => `${JSON.stringify({ addresses: inUse.addresses, companies: inUse.companies })}\n`

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** The file's content as read, or undefined when it is not two lists of strings (another host's page, a cut answer). */
export function parseInUse(value: unknown): InUse | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { addresses, companies } = value as Record<string, unknown>
  return isStringList(addresses) && isStringList(companies) ? { addresses, companies } : undefined
}
