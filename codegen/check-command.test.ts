import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadSite } from '../manifest/site'
import { copyRepo, type RepoCopy } from './test-support/repo-copy'

const repo = path.resolve(import.meta.dirname, '..')
let copy: RepoCopy | undefined
afterEach(async () => {
  await copy?.remove()
  copy = undefined
})

/** The stderr of a codegen run that must fail with exit code 1. */
async function failureOf(run: Promise<unknown>): Promise<string> {
  const failure = await run.then(
    () => ({ code: 0, stderr: '' }),
    (e: { code: number; stderr: string }) => e,
  )
  expect(failure.code).toBe(1)
  return failure.stderr
}

/** Lists a section type in the copy's manifest/sections/index.ts, as a maintainer adds one. */
async function listSectionType(dir: string, name: string): Promise<void> {
  const list = path.join(dir, 'manifest/sections/index.ts')
  const source = await readFile(list, 'utf8')
  await writeFile(list, `import ${name} from './${name}'\n${source.replace('\n} as const', `\n  ${name},\n} as const`)}`)
}

// Each case runs codegen in its own process on a copy of the repository, as a maintainer would.
// Its work is bounded (a copy, one or two codegen runs: 15-40 s on two quiet cores, five times
// that beside other builds); the limit only catches a hang, so a busy machine cannot fail it.
const hangLimitMs = 600_000

describe('npm run codegen and check:codegen on a changed repository', () => {
  it('needs no generated file: on a checkout without any, the manifest loads and codegen writes exactly the committed files', async () => {
    copy = await copyRepo()
    // What codegen writes: `*.gen.*` files (today all in src/generated/) and typesafe-i18n's helpers.
    const generatedIn = async (dir: string) => (await readdir(path.join(copy!.dir, dir), { recursive: true })).filter((f) => /\.gen\.\w+$/.test(f)).map((f) => `${dir}/${f}`)
    const typesafeI18n = async () => (await readdir(path.join(copy!.dir, 'src/i18n'))).filter((f) => f.startsWith('i18n-')).map((f) => `src/i18n/${f}`)
    const generated = [...(await generatedIn('manifest')), ...(await generatedIn('src')), ...(await typesafeI18n())]
    expect(generated).toEqual(expect.arrayContaining(['src/generated/route-tree.gen.ts', 'src/i18n/i18n-types.ts']))
    for (const file of generated) await rm(path.join(copy.dir, file))
    await rm(path.join(copy.dir, 'src/generated'), { recursive: true })
    expect([...(await generatedIn('manifest')), ...(await generatedIn('src')), ...(await typesafeI18n())]).toEqual([])

    await writeFile(path.join(copy.dir, 'load-manifest.ts'), `import { loadSite } from './manifest/site'\nconsole.log(loadSite().routes.length)\n`)
    expect((await copy.script('load-manifest.ts')).stdout.trim()).toBe(String(loadSite().routes.length))

    await copy.codegen()
    for (const file of generated) {
      expect(await readFile(path.join(copy.dir, file), 'utf8'), file).toBe(await readFile(path.join(repo, file), 'utf8'))
    }
  }, hangLimitMs)

  it("check fails naming every stale file and the fix when the manifest changes without codegen: a page's title, an event's claim window", async () => {
    // A fresh copy passes the check: the first case shows codegen writes exactly the committed files.
    // Two changes, one run: the check lists every stale file, so each change is named on its own.
    copy = await copyRepo()
    const page = path.join(copy.dir, 'manifest/pages/press.ts')
    await writeFile(page, (await readFile(page, 'utf8')).replace("en: 'Press'", "en: 'In the press'"))
    const event = path.join(copy.dir, 'manifest/events/example-event.ts')
    await writeFile(event, (await readFile(event, 'utf8')).replace('closesInDays: 14', 'closesInDays: 15'))
    const failure = await failureOf(copy.codegen(['--check']))
    expect(failure).toContain('stale: run npm run codegen\n')
    // A title lives in its page's words in that language (not in the entry's site data).
    expect(failure).toContain('  src/generated/pages/press-page.en.gen.ts\n')
    // A claim window moves the reference server's windows.
    expect(failure).toContain('  src/generated/claim-windows.gen.ts\n')
  }, hangLimitMs)

  it('names every manifest error in one run: a company code or endpoint the API would refuse, a section type with a schema but no component, one with a component but no schema', async () => {
    copy = await copyRepo()
    const event = path.join(copy.dir, 'manifest/events/aeskr.ts')
    const source = await readFile(event, 'utf8')
    await writeFile(event, source.replace("company: 'aeskr'", `company: '${'a'.repeat(51)}'`).replace("endpoint: 'OpenBadges'", "endpoint: 'OpenBadgesV4'"))
    await writeFile(
      path.join(copy.dir, 'manifest/sections/quote.ts'),
      `import { z } from 'zod'\nimport { defineSectionType } from '../schema/section-type'\nexport default defineSectionType({ schema: z.object({ type: z.literal('quote') }).strict() })\n`,
    )
    await listSectionType(copy.dir, 'quote')
    await mkdir(path.join(copy.dir, 'src/sections/marquee'), { recursive: true })
    await writeFile(path.join(copy.dir, 'src/sections/marquee/marquee.tsx'), 'export default function MarqueeSection() { return null }\n')
    const stderr = await failureOf(copy.codegen())
    expect(stderr).toContain(`manifest/events/aeskr.ts: company: "${'a'.repeat(51)}" would be refused by the API (longer than 50 characters)`)
    expect(stderr).toContain('manifest/events/aeskr.ts: endpoint: "OpenBadgesV4" is not an issuance path of the API; use one of OpenBadges, OpenBadgesV3')
    expect(stderr).toContain('section type "quote": manifest/sections/quote.ts has no component at src/sections/quote/quote.tsx')
    expect(stderr).toContain('section type "marquee": src/sections/marquee/ has no schema listed in manifest/sections/index.ts')
  }, hangLimitMs)
})
