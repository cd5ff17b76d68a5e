import { execFile } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { about } from '../manifest/pages/about'
import { copyRepo, type RepoCopy } from './test-support/repo-copy'

const run = promisify(execFile)
const repo = path.resolve(import.meta.dirname, '..')

// The README's recipes ("Recipes": a section type, an API operation with a form, a change of
// text), followed step by step in one copy of the repository, as a maintainer would: each writes
// exactly the files its recipe lists, and codegen passes; then the unit tests the recipes name
// pass, and tsc passes over the whole project with all of them in it but a planted misfit (one run
// each for all three: a recipe with a missing step fails them naming the file, and a whole-project
// run in a fresh copy is 30 to 50 s). Bounded by its work (a copy, two or three codegen runs per
// recipe, one vitest run, one tsc run): about 2 minutes on two quiet cores, 4.5 beside other builds.
// The limit, per case, is that work five times over: it only catches a hang, so a busy machine
// cannot fail it.
const hangLimitMs = 1_200_000

let copy: RepoCopy
const file = (name: string) => path.join(copy.dir, name)
const write = async (name: string, content: string) => {
  await mkdir(path.dirname(file(name)), { recursive: true })
  await writeFile(file(name), content)
}
const edit = async (name: string, change: (source: string) => string) => {
  const before = await readFile(file(name), 'utf8')
  const after = change(before)
  expect(after, `${name}: the recipe's edit found its place`).not.toBe(before)
  await writeFile(file(name), after)
}
const git = (...args: string[]) => run('git', args, { cwd: copy.dir })

/** The files changed since the last call, what codegen writes left out (it is committed, not edited). */
async function touched(): Promise<string[]> {
  const { stdout } = await git('status', '--porcelain', '--untracked-files=all')
  const files = stdout.split('\n').filter(Boolean).map((line) => line.slice(3))
  await git('add', '-A')
  await git('commit', '-q', '-m', 'step')
  return files.filter((f) => !/(^src\/generated\/|\.gen\.\w+$|^src\/i18n\/i18n-)/.test(f)).sort()
}

/**
 * `vitest run` on these paths in the copy; resolves, once all pass, with the test files that ran
 * (relative to the copy), read from vitest's JSON report.
 */
async function vitest(paths: string[]): Promise<string[]> {
  const bin = path.join(copy.dir, 'node_modules/.bin/vitest')
  // Inside .git: not a file of the copy, so no recipe's list of touched files meets it.
  const report = file('.git/vitest-report.json')
  await run(bin, ['run', ...paths, '--reporter', 'json', '--outputFile', report], { cwd: copy.dir, env: { ...process.env, CI: '1', NO_COLOR: '1' } })
  const { testResults } = JSON.parse(await readFile(report, 'utf8')) as { testResults: { name: string; status: string }[] }
  return testResults.filter((result) => result.status === 'passed').map((result) => path.relative(copy.dir, result.name)).sort()
}

/** Lists a section type in manifest/sections/index.ts: its import and its key, as step 2 says. */
const listSectionType = (type: string, name: string) =>
  edit('manifest/sections/index.ts', (source) => `import ${name} from './${type}'\n${source.replace('\n} as const', `\n  '${type}': ${name},\n} as const`)}`)

describe("the README's recipes, followed in a copy of the repository", () => {
  beforeAll(async () => {
    copy = await copyRepo()
    await git('init', '-q')
    await writeFile(file('.git/info/exclude'), 'node_modules\n')
    await git('-c', 'user.name=recipe', '-c', 'user.email=recipe@example.invalid', 'add', '-A')
    await git('-c', 'user.name=recipe', '-c', 'user.email=recipe@example.invalid', 'commit', '-q', '-m', 'copy')
    await git('config', 'user.name', 'recipe')
    await git('config', 'user.email', 'recipe@example.invalid')
  }, hangLimitMs)
  afterAll(() => copy?.remove())

  it('a section type: its three parts and a page entry; codegen reads what it declares (opensPage)', async () => {
    // 1. The schema, and what the section does to its page.
    await write(
      'manifest/sections/pull-quote.ts',
      `import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/** A sentence set large, and who said it: the page's heading when it opens the page. */
export default defineSectionType({
  opensPage: true,
  schema: z
    .object({
      /** Section type; picks the component in \`src/sections/pull-quote/\`. */
      type: z.literal('pull-quote'),
      /** The words quoted: the page's h1. */
      quote: LocalizedTextSchema,
      /** Who said them. */
      by: LocalizedTextSchema,
    })
    .strict(),
})
`,
    )
    // 2. Its line in the list.
    await listSectionType('pull-quote', 'pullQuote')
    // 3. The component, its styles and its test.
    await write(
      'src/sections/pull-quote/pull-quote.tsx',
      `import { useText } from '../../app/i18n'
import type { SectionProps } from '../section-props'
import * as styles from './pull-quote.css'

/** The quote as the page's heading (it opens the page), and who said it. */
export default function PullQuoteSection({ section }: SectionProps<'pull-quote'>) {
  const text = useText()
  return (
    <figure className={styles.quote}>
      <h1>{text(section.quote)}</h1>
      <figcaption>{text(section.by)}</figcaption>
    </figure>
  )
}
`,
    )
    await write(
      'src/sections/pull-quote/pull-quote.css.ts',
      `import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const quote = style({ display: 'grid', gap: vars.space.md, margin: 0 })
`,
    )
    await write(
      'src/sections/pull-quote/pull-quote.test.tsx',
      `import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import PullQuoteSection from './pull-quote'

const section: SectionOf<'pull-quote'> = { type: 'pull-quote', quote: { ko: '배지는 이야기입니다', en: 'A badge is a story' }, by: { ko: '발급자', en: 'An issuer' } }

describe('pull quote section', () => {
  it('is the page heading with who said it, in the page language', async () => {
    expect(await renderInPage(<PullQuoteSection section={section} />, 'eng')).toMatch(/<h1>A badge is a story<\\/h1><figcaption>An issuer<\\/figcaption>/)
    expect(await renderInPage(<PullQuoteSection section={section} />, 'kor')).toContain('<h1>배지는 이야기입니다</h1>')
  })
})
`,
    )
    // 4. A page's entry: the quote opens the company page.
    await edit('manifest/pages/company.ts', (source) =>
      source.replace('  sections: [\n', `  sections: [\n    { type: 'pull-quote', quote: { ko: '회사 소개', en: 'Company' }, by: { ko: '오배지', en: 'oBadge' } },\n`),
    )

    await copy.codegen()
    const module = await readFile(file('src/generated/pages/company-page.gen.tsx'), 'utf8')
    expect(module).toContain("import PullQuoteSection from '../../sections/pull-quote/pull-quote'")
    expect(module).toContain('<PullQuoteSection section={section0} />')
    // It opens the page, as it declares: the page has no page head, the quote is its h1.
    expect(module).toMatch(/<PageLayout inquiryBanner[ >]/)
    expect(module).not.toContain('head={')
    expect(await readFile(file('src/generated/pages/company-page.ko.gen.ts'), 'utf8')).not.toContain('PageHeadContent')
    expect(await touched()).toEqual([
      'manifest/pages/company.ts',
      'manifest/sections/index.ts',
      'manifest/sections/pull-quote.ts',
      'src/sections/pull-quote/pull-quote.css.ts',
      'src/sections/pull-quote/pull-quote.test.tsx',
      'src/sections/pull-quote/pull-quote.tsx',
    ])
  }, hangLimitMs)

  it('an API operation with a form: the contract, its field rules, the server, and a section that submits its body', async () => {
    // 1. The operation and its body in the contract.
    await edit('openapi/api.yaml', (source) =>
      source
        .replace(
          '\n  /OpenBadges:\n',
          `
  /NewsletterSubscription:
    post:
      tags: [inquiries]
      operationId: subscribeNewsletter
      summary: Subscribe to the newsletter
      parameters:
        - $ref: '#/components/parameters/AcceptLanguage'
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/NewsletterSubscription'
      responses:
        '200':
          description: The address was stored.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/ContactInquiryAccepted'
        '400':
          $ref: '#/components/responses/BadRequest'
        '405':
          $ref: '#/components/responses/MethodNotAllowed'
        '413':
          $ref: '#/components/responses/PayloadTooLarge'
        '415':
          $ref: '#/components/responses/UnsupportedMediaType'
        '429':
          $ref: '#/components/responses/TooManyRequests'
        '500':
          $ref: '#/components/responses/ServerError'

  /OpenBadges:
`,
        )
        .replace(
          '\n    InquiryType:\n',
          `
    NewsletterSubscription:
      type: object
      additionalProperties: false
      required: [lang, email]
      properties:
        lang:
          $ref: '#/components/schemas/Language'
        email:
          $ref: '#/components/schemas/Email'

    InquiryType:
`,
        ),
    )
    await copy.codegen()
    // 2. Its field rules come from the contract by themselves; the form's schema is built from them.
    expect(await readFile(file('src/generated/api-rules.gen.ts'), 'utf8')).toContain('"NewsletterSubscription": {')
    await edit(
      'src/lib/form-schemas.ts',
      (source) => `${source}
/** The newsletter sign-up: the address as the API checks it. */
export function newsletterSchema(L: TranslationFunctions) {
  return z.object({ email: contractField(L, 'NewsletterSubscription', 'email') })
}
`,
    )
    // 3. The reference server's handler.
    await edit('server/api/operations.ts', (source) =>
      source.replace("    listMediaNews: () =>", "    subscribeNewsletter: () => ({ result: 'Requested' as const }),\n    listMediaNews: () =>"),
    )
    // 4. Its success call.
    await edit('server/api/contract.test.ts', (source) =>
      source.replace(
        '\nconst calls: Call[] = [\n',
        "\nconst calls: Call[] = [\n  { operationId: 'subscribeNewsletter', method: 'POST', path: '/NewsletterSubscription', body: json({ lang: 'ko-KR', email: 'visitor@mail.example' }), expectedStatus: 200 },\n",
      ),
    )
    // 5. The form's section type: what it submits and the body it builds; its parts; a page's entry.
    await write(
      'manifest/sections/newsletter-form.ts',
      `import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/** The newsletter sign-up: an e-mail address, checked by the contract's rule, sent with the page's language. */
export default defineSectionType({
  submits: ['subscribeNewsletter'],
  body: 'NewsletterSubscription',
  strings: ['forms'],
  schema: z
    .object({
      /** Section type; picks the component in \`src/sections/newsletter-form/\`. */
      type: z.literal('newsletter-form'),
      /** The heading (h2) over the field. */
      heading: LocalizedTextSchema,
      /** The button's words. */
      button: LocalizedTextSchema,
      /** What the form says once the address is stored. */
      done: LocalizedTextSchema,
    })
    .strict(),
})
`,
    )
    await listSectionType('newsletter-form', 'newsletterForm')
    await write(
      'src/sections/newsletter-form/newsletter-form.tsx',
      `import { useId, useState } from 'react'
import { useCurrentPage } from '../../app/current-page'
import { useLL, useText } from '../../app/i18n'
import { useSubmit } from '../../app/use-submit'
import { button } from '../../components/button.css'
import { TextField } from '../../components/form-field/text-field'
import { subscribeNewsletter } from '../../generated/operations/subscribe-newsletter.gen'
import { newsletterSchema } from '../../lib/form-schemas'
import type { SectionProps } from '../section-props'
import * as styles from './newsletter-form.css'

/** An address, checked as the API checks it, then sent; the form says when it is stored. */
export default function NewsletterFormSection({ section }: SectionProps<'newsletter-form'>) {
  const LL = useLL()
  const text = useText()
  const id = useId()
  const { language } = useCurrentPage()
  const { submit, sending } = useSubmit()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [done, setDone] = useState(false)
  const send = async () => {
    const checked = newsletterSchema(LL).safeParse({ email })
    setError(checked.success ? undefined : checked.error.issues[0]?.message)
    if (checked.success && (await submit(subscribeNewsletter, { lang: language.apiLocale, email }))) setDone(true)
  }
  return (
    <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void send() }}>
      <h2>{text(section.heading)}</h2>
      <TextField id={\`\${id}-email\`} label={LL.forms.contact.email()} type="email" autoComplete="email" required value={email} onChange={setEmail} error={error} />
      <button type="submit" className={button({ variant: 'primary' })} disabled={sending}>{text(section.button)}</button>
      {done && <p role="status">{text(section.done)}</p>}
    </form>
  )
}
`,
    )
    await write(
      'src/sections/newsletter-form/newsletter-form.css.ts',
      `import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const form = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' })
`,
    )
    await write(
      'src/sections/newsletter-form/newsletter-form.test.tsx',
      `import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import NewsletterFormSection from './newsletter-form'

const section: SectionOf<'newsletter-form'> = {
  type: 'newsletter-form',
  heading: { ko: '소식 받기', en: 'Get our news' },
  button: { ko: '구독', en: 'Subscribe' },
  done: { ko: '등록했습니다', en: 'Subscribed' },
}

describe('newsletter form section', () => {
  it('asks for an address under its heading, with its button, in the page language', async () => {
    const html = await renderInPage(<NewsletterFormSection section={section} />, 'eng')
    expect(html).toContain('<h2>Get our news</h2>')
    expect(html).toMatch(/<input[^>]*type="email"/)
    expect(html).toMatch(/<button type="submit"[^>]*>Subscribe<\\/button>/)
  })
})
`,
    )
    await edit('manifest/pages/press.ts', (source) =>
      source.replace(
        "sections: [{ type: 'press-list' }],",
        "sections: [\n    { type: 'press-list' },\n    { type: 'newsletter-form', heading: { ko: '소식 받기', en: 'Get our news' }, button: { ko: '구독', en: 'Subscribe' }, done: { ko: '등록했습니다', en: 'Subscribed' } },\n  ],",
      ),
    )

    await copy.codegen()
    expect(await readFile(file('src/generated/operations/subscribe-newsletter.gen.ts'), 'utf8')).toContain('"path": "/NewsletterSubscription"')
    expect(await readFile(file('src/generated/pages/press-page.gen.tsx'), 'utf8')).toContain('<NewsletterFormSection section={section1} />')
    expect(await touched()).toEqual([
      'manifest/pages/press.ts',
      'manifest/sections/index.ts',
      'manifest/sections/newsletter-form.ts',
      'openapi/api.yaml',
      'server/api/contract.test.ts',
      'server/api/operations.ts',
      'src/lib/form-schemas.ts',
      'src/sections/newsletter-form/newsletter-form.css.ts',
      'src/sections/newsletter-form/newsletter-form.test.tsx',
      'src/sections/newsletter-form/newsletter-form.tsx',
    ])
    // Declaring another body than the operation takes fails codegen, naming the section's file.
    await edit('manifest/sections/newsletter-form.ts', (source) => source.replace("body: 'NewsletterSubscription'", "body: 'ContactInquiry'"))
    const refused = await copy.codegen().catch((e: { stderr: string }) => e)
    expect((refused as { stderr: string }).stderr).toContain('manifest/sections/newsletter-form.ts: submits: "subscribeNewsletter" takes NewsletterSubscription, not ContactInquiry')
    // The refused run wrote nothing: the entry as the recipe left it, the generated files still its.
    await git('checkout', '--', 'manifest/sections/newsletter-form.ts')
  }, hangLimitMs)

  it('a text: the about page\'s office heading changed in its entry alone; codegen writes it, and no test holds the old words', async () => {
    const old = about.sections.find((section) => section.type === 'info-rows')!.heading
    const changed = { ko: '사무실 방문 안내', en: 'Visiting the office' }
    // 1. The pair in manifest/pages/about.ts, both languages.
    await edit('manifest/pages/about.ts', (source) => source.replace(`heading: { ko: '${old.ko}', en: '${old.en}' }`, `heading: { ko: '${changed.ko}', en: '${changed.en}' }`))
    // 3. Codegen writes the page's modules with the new words.
    await copy.codegen()
    for (const [language, words] of Object.entries(changed)) {
      const module = await readFile(file(`src/generated/pages/about-page.${language}.gen.ts`), 'utf8')
      expect(module).toContain(JSON.stringify(words))
      expect(module).not.toContain(JSON.stringify(old[language as keyof typeof old]))
    }
    // 4. Its unit tests: in the one run after the three recipes (below).
    expect(await touched()).toEqual(['manifest/pages/about.ts'])
    // The browser specs are not run here: a build and Chromium in a copy take minutes. The recipe
    // edits no test, so the repository's test files are the copy's: none may still expect the old
    // words (scripts/no-page-copy.test.ts keeps any page's words out of them).
    const stale = await run('git', ['grep', '-n', '-F', '-e', old.ko, '-e', old.en, '--', '*.test.ts', '*.test.tsx', 'tests/'], { cwd: repo }).then(
      ({ stdout }) => stdout,
      (error: { code?: number; stdout: string }) => (error.code === 1 ? '' : Promise.reject(error)),
    )
    expect(stale).toBe('')
  }, hangLimitMs)

  // The unit tests each recipe names (step 4 of each), in one run once all three are in: each
  // recipe writes its own files, so none can pass only thanks to another's. A vitest run in a copy
  // starts by loading the project's config and transforming what it imports, most of its time
  // whatever it runs: one run, not three, as tsc is one run below.
  it("the unit tests the recipes name pass, each recipe's own test file among them", async () => {
    const passed = await vitest(['manifest', 'src/sections/pull-quote', 'server/api/contract.test.ts', 'codegen/contract-checks.test.ts', 'src/sections/newsletter-form', 'src/sections/info-rows'])
    expect(passed).toEqual(
      expect.arrayContaining([
        'src/sections/pull-quote/pull-quote.test.tsx',
        'server/api/contract.test.ts',
        'codegen/contract-checks.test.ts',
        'src/sections/newsletter-form/newsletter-form.test.tsx',
        expect.stringMatching(/^src\/sections\/info-rows\/.*\.test\.tsx?$/),
        expect.stringMatching(/^manifest\/.*\.test\.ts$/),
      ]),
    )
  }, hangLimitMs)

  it('the recipes pass tsc over the whole project; a component whose props do not fit its schema fails it, naming the type', async () => {
    await edit('src/sections/pull-quote/pull-quote.tsx', (source) =>
      source.replace("SectionProps<'pull-quote'>", '{ section: { words: string } }').replace(/text\(section\.(quote|by)\)/g, 'section.words'),
    )
    // One whole-project run with the misfit in it: tsc reports every error of every file, so
    // errors only in the misfit's folder (the component, its test) and in what codegen wrote from
    // it (the section list, the page modules that use it), the list's naming the type, make both
    // claims. Two runs before, the whole project clean and then the misfit: 54 s of the file's 126.
    const tsc = await copy.typecheck().then(() => ({ stdout: '' }), (e: { stdout: string }) => e)
    const failing = new Set([...tsc.stdout.matchAll(/^(\S+)\(\d+,\d+\): error TS\d+/gm)].map((m) => m[1] ?? ''))
    expect([...failing], tsc.stdout).toContain('src/generated/sections.gen.ts')
    expect([...failing].filter((f) => !f.startsWith('src/generated/') && !f.startsWith('src/sections/pull-quote/')), tsc.stdout).toEqual([])
    expect(tsc.stdout).toMatch(/sections\.gen\.ts.*error TS\d+[\s\S]*"pull-quote"/)
    await git('checkout', '--', 'src/sections/pull-quote/pull-quote.tsx')
  }, hangLimitMs)
})
