import { rm, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { pageContentSecurityPolicy } from '../src/lib/security-headers'
import { buildServer } from './app'
import { tinyPage, writeTinyDist } from './test-support/tiny-dist'

/**
 * A build written under a running server (`npm run build` in the folder `npm run serve` serves):
 * each page must go out with its own build's policy. Read once at start, the rebuilt `/kor`, whose
 * inline loader data carries the build's time, had its scripts blocked by the old hashes.
 */
let dist: string
let app: FastifyInstance
beforeAll(async () => {
  dist = await writeTinyDist('obadge-rebuilt-')
  app = await buildServer({ distDir: dist, databaseFile: ':memory:' })
})
afterAll(async () => {
  await app.close()
  await rm(dist, { recursive: true, force: true })
})

it('a page rebuilt under the running server is sent with the new build\'s policy', async () => {
  const before = await app.inject({ url: '/kor' })
  expect(before.headers['content-security-policy']).toBe(pageContentSecurityPolicy(tinyPage))

  const rebuilt = tinyPage.replace('window.$_TSR=1', 'window.$_TSR={builtAt:2}')
  const policy = pageContentSecurityPolicy(rebuilt)
  expect(policy).not.toBe(pageContentSecurityPolicy(tinyPage))
  await writeFile(path.join(dist, 'kor/index.html'), rebuilt)
  const policies = path.join(dist, 'nginx/csp.json')
  await writeFile(policies, JSON.stringify({ '/kor/index.html': policy }))
  // A build a second later, whatever the file system's clock resolution.
  const later = new Date(Date.now() + 1_000)
  await utimes(policies, later, later)

  const after = await app.inject({ url: '/kor' })
  expect(after.body).toBe(rebuilt)
  expect(after.headers['content-security-policy']).toBe(policy)
})
