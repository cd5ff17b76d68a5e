import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * `npm ci` (what CI runs) refuses a lockfile that names an optional dependency without an entry
 * for it. `npm install` writes such lockfiles when the registry mirror lacks a platform package
 * (it happened with unrs-resolver's bindings), so the check runs here, before CI would fail.
 */
describe('package-lock.json', () => {
  it('has an entry for every optional dependency a package names', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>
    }
    const installed = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')))
    const missing = Object.entries(lock.packages).flatMap(([key, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !installed.has(name))
        .map((name) => `${key || 'root'} -> ${name}`),
    )
    expect(missing).toEqual([])
  })
})
