import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'

/** A manifest entry that does not match its schema; the message names file, field and fix. */
export class ManifestError extends Error {
  override name = 'ManifestError'
}

/** `a.b[2].c` from a zod issue path; `(entry)` when the entry itself is wrong. */
function fieldPath(issuePath: readonly PropertyKey[]): string {
  if (issuePath.length === 0) return '(entry)'
  return issuePath
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('')
}

/** zod says "expected string, received undefined"; a content editor needs "required". */
function plainMessage(message: string): string {
  return /^Invalid input: expected .+, received undefined$/.test(message) ? 'required' : message
}

/** One line per problem: `manifest/events/aeskr.ts: company: required`. */
function formatManifestIssues(file: string, error: z.ZodError): string {
  return error.issues.map((issue) => `${file}: ${fieldPath(issue.path)}: ${plainMessage(issue.message)}`).join('\n')
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The manifest file that called a `defineX` helper, relative to the repository, so an error
 * points at the entry a maintainer has to fix. Falls back to `manifest` when no frame is found.
 */
function callerFile(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1)
  for (const frame of frames) {
    const match = /(?:file:\/\/)?(\/[^\s():]+\.tsx?)/.exec(frame)
    if (!match?.[1] || match[1].includes('/manifest/schema/')) continue
    return path.relative(repoRoot, match[1])
  }
  return 'manifest'
}

/**
 * Where the problems of entries go while `collectingManifestIssues` loads the manifest. On
 * `globalThis`, not in this module: the dev server's codegen loads the manifest through Vite,
 * whose copy of this module is not the one codegen imports.
 */
const COLLECTED = Symbol.for('obadge.manifest-issues')
type WithCollected = { [COLLECTED]?: string[] }

/**
 * Validates `input` now, at definition time; a bad entry throws a ManifestError. While codegen
 * collects, its problems are noted instead and the entry is returned as written, so the next
 * entries load too and one run names every broken entry (codegen then stops; nothing uses it).
 */
export function parseEntry<S extends z.ZodType>(schema: S, input: unknown, file = callerFile()): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const message = formatManifestIssues(file, result.error)
  const collected = (globalThis as WithCollected)[COLLECTED]
  if (!collected) throw new ManifestError(message)
  collected.push(message)
  return input as z.output<S>
}

/** A ManifestError from any copy of this module (see COLLECTED). */
export const isManifestError = (error: unknown): error is Error => error instanceof Error && error.name === 'ManifestError'

/**
 * Runs `load` (which imports manifest entries) noting every entry's problems rather than
 * stopping at the first, and throws one ManifestError naming them all. An error `load` throws
 * after a broken entry is usually that entry's consequence (a field read that is not there), so
 * the entries' own problems are reported instead; without any, the error is thrown as it is.
 */
export async function collectingManifestIssues<T>(load: () => Promise<T>): Promise<T> {
  const holder = globalThis as WithCollected
  const collected: string[] = []
  holder[COLLECTED] = collected
  let loaded: T
  try {
    loaded = await load()
  } catch (error) {
    if (collected.length === 0) throw error
    throw new ManifestError([...collected, ...(isManifestError(error) ? [error.message] : [])].join('\n'))
  } finally {
    delete holder[COLLECTED]
  }
  if (collected.length > 0) throw new ManifestError(collected.join('\n'))
  return loaded
}

/**
 * Builds a `defineX` helper: the returned value keeps the literal types of the entry (so ids
 * become unions) and has the schema's defaults filled in.
 */
export function definer<S extends z.ZodType<object>>(schema: S) {
  return <const T extends z.input<S>>(input: T): T & z.output<S> =>
    parseEntry(schema, input, callerFile()) as T & z.output<S>
}
