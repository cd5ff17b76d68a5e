import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { contractOperations } from '../test-support/contract'
import { createOperationHandlers } from './operations'
import { createGroupCommit } from '../db/group-commit'
import { openDatabase } from '../db/open-database'

// The site (src/) may call only what api.yaml declares, must use every operation it declares,
// and must do so through the one client in src/api/.
const srcDirectory = fileURLToPath(new URL('../../src/', import.meta.url))

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** Every `client.METHOD('/path'` call in the site's code. */
function clientCalls(): Array<{ file: string; method: string; path: string }> {
  const pattern = /\.(GET|POST|PUT|PATCH|DELETE)\(\s*['"`]([^'"`]+)['"`]/g
  return sourceFiles(srcDirectory).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => ({
      file: relative(srcDirectory, file),
      method: match[1] ?? '',
      path: match[2] ?? '',
    })),
  )
}

const declared = contractOperations().map((operation) => `${operation.method} ${operation.path}`)

describe('contract drift', () => {
  it('the site calls only paths api.yaml declares', () => {
    const calls = clientCalls()
    expect(calls.length).toBeGreaterThan(0)
    for (const call of calls) expect(declared, `${call.file}: ${call.method} ${call.path}`).toContain(`${call.method} ${call.path}`)
  })

  it('the site uses every operation api.yaml declares', () => {
    const called = new Set(clientCalls().map((call) => `${call.method} ${call.path}`))
    expect([...called].sort()).toEqual([...declared].sort())
  })

  it('only src/api talks to the API', () => {
    for (const file of sourceFiles(srcDirectory)) {
      const path = relative(srcDirectory, file)
      if (path.startsWith('api/')) continue
      const text = readFileSync(file, 'utf8')
      expect(text.includes('/api/v1'), `${path} mentions /api/v1: use src/api`).toBe(false)
      expect(/from ['"]openapi-fetch['"]/.test(text), `${path} imports openapi-fetch: use src/api`).toBe(false)
    }
  })

  it('the server has a handler for every operationId and no other', () => {
    const db = openDatabase(':memory:')
    const handlers = createOperationHandlers(db, createGroupCommit(db), () => new Date())
    db.close()
    expect(Object.keys(handlers).sort()).toEqual(contractOperations().map((operation) => operation.operationId).sort())
  })
})
