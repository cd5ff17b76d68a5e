import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pageContentSecurityPolicy } from '../../src/lib/security-headers'

/** The one page of a tiny build: an inline script, JSON-LD and a style attribute, for the policy's hashes. */
export const tinyPage =
  '<!doctype html><html lang="ko"><head><script type="application/ld+json">{"@type":"Organization"}</script></head><body><p style="max-width:500px">안녕</p><script>window.$_TSR=1</script><script type="module" src="/assets/entry.js"></script></body></html>'

/**
 * A build just big enough for `buildServer` (/kor, the not-found pages, one asset and the pages'
 * policies), in a fresh temporary folder the caller removes; the real dist/ is Playwright's.
 */
export async function writeTinyDist(prefix: string): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), prefix))
  await mkdir(path.join(dist, 'kor/404'), { recursive: true })
  await mkdir(path.join(dist, 'eng/404'), { recursive: true })
  await mkdir(path.join(dist, 'assets'))
  await mkdir(path.join(dist, 'nginx'))
  await writeFile(path.join(dist, 'kor/index.html'), tinyPage)
  await writeFile(path.join(dist, 'kor/404/index.html'), tinyPage)
  await writeFile(path.join(dist, 'eng/404/index.html'), tinyPage)
  await writeFile(path.join(dist, '404.html'), tinyPage)
  await writeFile(path.join(dist, 'assets/entry.js'), 'export {}')
  const policy = pageContentSecurityPolicy(tinyPage)
  const policies = { '/kor/index.html': policy, '/kor/404/index.html': policy, '/eng/404/index.html': policy, '/404.html': policy }
  await writeFile(path.join(dist, 'nginx/csp.json'), JSON.stringify(policies))
  return dist
}
