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

/** Validates `input` now, at definition time; a bad entry throws a ManifestError. */
export function parseEntry<S extends z.ZodType>(schema: S, input: unknown, file = callerFile()): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw new ManifestError(formatManifestIssues(file, result.error))
  return result.data
}

/**
 * Builds a `defineX` helper: the returned value keeps the literal types of the entry (so ids
 * become unions) and has the schema's defaults filled in.
 */
export function definer<S extends z.ZodType<object>>(schema: S) {
  return <const T extends z.input<S>>(input: T): T & z.output<S> =>
    parseEntry(schema, input, callerFile()) as T & z.output<S>
}
