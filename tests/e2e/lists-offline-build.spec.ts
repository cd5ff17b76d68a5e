// A build that cannot reach the API (VITE_API_ORIGIN pointing where nothing
// listens) still succeeds, says so in one line, and builds the gallery and press pages in their
// loading state, as before the lists came into the HTML. A second build (in dist-e2e/lists-offline,
// not dist/, which the other specs serve), as integrations.spec.ts makes one; its pages are read
// as files, which is what a crawler or a visitor without JavaScript gets.
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, test } from './fixtures'

const root = fileURLToPath(new URL('../..', import.meta.url))
const dist = path.join(root, 'dist-e2e/lists-offline')
// Port 9 (discard): nothing listens there, so every connection is refused at once.
const unreachable = 'http://127.0.0.1:9'

let output = ''

// One worker builds and reads it: with the suite's parallel mode each worker would run beforeAll,
// and a second build into the same folder deletes the first's SSR bundle while it renders.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  const run = promisify(execFile)
  const env = { ...process.env, VITE_API_ORIGIN: unreachable }
  const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
  await run(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, env })
  await run(bin('vite'), ['build', '--ssr', 'src/app/entry-server.tsx', '--outDir', `${dist}-ssr`, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, env })
  // execFile rejects on a non-zero exit: the build must not fail.
  const { stdout, stderr } = await run(bin('tsx'), ['scripts/prerender/main.ts', '--dist', dist, '--pages-only'], { cwd: root, env })
  output = `${stdout}${stderr}`
})

const page = (pathname: string) => readFile(path.join(dist, pathname, 'index.html'), 'utf8')

test('the build says in one line that it could not read the lists, and finishes', () => {
  const lines = output.split('\n').filter((line) => line.startsWith('lists:'))
  expect(lines).toEqual([
    `lists: could not read ${unreachable} (no-response: The server did not respond); the gallery and press pages are built without their lists, in their loading state`,
  ])
  expect(output).toMatch(/^prerender: \d+ pages and 404\.html/m)
})

test('writes no press feed, and no page links one', async () => {
  await expect(readFile(path.join(dist, 'feeds/press-kor.xml'), 'utf8')).rejects.toThrow(/ENOENT/)
  expect(await page('eng/company/press')).not.toContain('/feeds/press-')
  expect(await page('kor/company/press')).toContain('/feeds/notices-kor.xml')
})

test('writes the gallery\'s category documents, in their loading state, and no press page past the first, whose number it cannot know', async () => {
  const edu = await readFile(path.join(dist, 'kor/openbadge/badge-list/category-edu.html'), 'utf8')
  expect(edu).toMatch(/id="gallery-tab-edu" data-category="edu" aria-selected="true"/)
  expect(edu).not.toContain('<time dateTime=')
  await expect(readFile(path.join(dist, 'kor/company/press/page-2.html'), 'utf8')).rejects.toThrow(/ENOENT/)
  await expect(readFile(path.join(dist, 'kor/company/press/page-none.html'), 'utf8')).rejects.toThrow(/ENOENT/)
})

for (const [segment, loading] of [
  ['kor', '불러오는 중입니다'],
  ['eng', 'Loading'],
] as const) {
  test(`the gallery and press pages are built in their loading state (${segment})`, async () => {
    const gallery = await page(`${segment}/openbadge/badge-list`)
    expect(gallery).toMatch(new RegExp(`role="status"[^>]*>(<span[^>]*></span>)?${loading}<`))
    expect(gallery).not.toMatch(/<h2 [^>]*>디지털 리터러시 기초</)
    expect(gallery).not.toContain('<time dateTime=')
    const press = await page(`${segment}/company/press`)
    expect(press).toMatch(new RegExp(`role="status"[^>]*>(<span[^>]*></span>)?${loading}<`))
    expect(press).not.toContain('<time')
  })
}
