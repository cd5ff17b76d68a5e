import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The site (src/) talks to the API through the one client in src/api/ only. Which paths and
// operations it calls, `tsc` checks (the generated tables and openapi-fetch's typed paths), and
// which operations the server implements, `tsc` and `registerApi` do.
const srcDirectory = fileURLToPath(new URL('../../src/', import.meta.url))

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('contract drift', () => {
  it('only src/api talks to the API', () => {
    for (const file of sourceFiles(srcDirectory)) {
      const path = relative(srcDirectory, file)
      if (path.startsWith('api/')) continue
      const text = readFileSync(file, 'utf8')
      expect(text.includes('/api/v1'), `${path} mentions /api/v1: use src/api`).toBe(false)
      expect(/from ['"]openapi-fetch['"]/.test(text), `${path} imports openapi-fetch: use src/api`).toBe(false)
    }
  })
})
