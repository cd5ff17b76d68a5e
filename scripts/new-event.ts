import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { events } from '../manifest/events/index'
import { pages } from '../manifest/pages/index'
import { EventSchema } from '../manifest/schema/event'
import { DESCRIPTION_MAX_LENGTH } from '../manifest/schema/text'
import { fieldRules } from '../src/generated/api-rules.gen'
import { issuanceOperations } from '../src/generated/operations/issuance.gen'
import { eventBadgeSvg } from './event-badge/art'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const EVENT_LIST = path.join(root, 'manifest/events/index.ts')

/** Every answer the entry needs: flag name, question, and whether it may stay empty. */
const questions = [
  ['company', "Partner's company code (lower-case letters and digits)"],
  ['interface', 'Interface language of the page (ko or en)'],
  ['endpoint', `Issuing API (${Object.keys(issuanceOperations).join(' or ')})`],
  ['title-ko', 'Title in Korean'],
  ['title-en', 'Title in English'],
  ['description-ko', `One sentence in Korean (at most ${DESCRIPTION_MAX_LENGTH} characters)`],
  ['description-en', `One sentence in English (at most ${DESCRIPTION_MAX_LENGTH} characters)`],
  ['badge-url', "The badge's public page (https://…)"],
  ['badge-label', 'Short name drawn on the badge artwork (e.g. AES KOREA)'],
] as const

type Answers = Record<(typeof questions)[number][0], string> & { start?: string; end?: string; 'sends-language': boolean }

/** `aes-korea` -> `AesKoreaEventPage`. */
const routeId = (slug: string) => `${slug.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase())}EventPage`
const variable = (slug: string) => slug.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase())

/** Why the API or the site would refuse this slug or company, or nothing. */
function refusals(slug: string, company: string): string[] {
  const problems: string[] = []
  if (!/^[a-z0-9-]+$/.test(slug)) problems.push(`slug "${slug}": lower-case letters, digits and dashes only`)
  if (events.some((e) => e.slug === slug) || pages.some((p) => p.path === slug)) problems.push(`slug "${slug}" is already a page`)
  if (events.some((e) => e.company === company)) problems.push(`company "${company}" is already used by another event`)
  const rule = fieldRules.IssuanceRequest.company
  if (company.length > rule.maxLength || !new RegExp(rule.pattern).test(company)) {
    problems.push(`company "${company}" would be refused by the API (${rule.pattern}, at most ${rule.maxLength} characters)`)
  }
  return problems
}

function entrySource(slug: string, a: Answers): string {
  const q = (text: string) => JSON.stringify(text).slice(1, -1).replace(/'/g, "\\'")
  const dates = a.start ? `\n  dates: { start: '${a.start}'${a.end ? `, end: '${a.end}'` : ''} },` : ''
  return `import { defineEvent } from '../schema/event'

export const ${variable(slug)} = defineEvent({
  id: '${routeId(slug)}',
  slug: '${slug}',
  interfaceLanguage: '${a.interface}',
  endpoint: '${a.endpoint}',
  company: '${a.company}',${a['sends-language'] ? '\n  sendsLanguage: true,' : ''}
  title: { ko: '${q(a['title-ko'])}', en: '${q(a['title-en'])}' },
  description: {
    ko: '${q(a['description-ko'])}',
    en: '${q(a['description-en'])}',
  },
  badge: {
    image: '/events/${slug}.svg',
    alt: { ko: '${q(`${a['title-ko']} 배지: ${a['badge-label']} 글자가 새겨진 원형 메달`)}', en: '${q(`${a['title-en']} badge: a round medal reading ${a['badge-label']}`)}' },
    publicUrl: '${q(a['badge-url'])}',
  },${dates}
})
`
}

/**
 * manifest/events/index.ts with the new entry imported and added at the end of its list (the
 * sitemap's order: newest last). Undefined when the file is not in the shape this script writes.
 */
function withEventListed(list: string, slug: string): string | undefined {
  const name = variable(slug)
  const lastImport = [...list.matchAll(/^import .*\n/gm)].at(-1)
  const end = list.indexOf('\n] as const')
  if (!lastImport || end < 0) return undefined
  const afterImports = lastImport.index + lastImport[0].length
  return `${list.slice(0, afterImports)}import { ${name} } from './${slug}'\n${list.slice(afterImports, end)}\n  ${name},${list.slice(end)}`
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      ...Object.fromEntries(questions.map(([flag]) => [flag, { type: 'string' as const }])),
      start: { type: 'string' },
      end: { type: 'string' },
      'sends-language': { type: 'boolean', default: false },
    },
  })
  const slug = positionals[0]
  if (!slug) {
    console.error('usage: npm run new:event -- <slug> [--company code] [--interface ko|en] [--endpoint OpenBadges|OpenBadgesV3] …\n(missing values are asked for)')
    return 1
  }
  const answers = { ...values } as Record<string, string | boolean | undefined>
  const missing = questions.filter(([flag]) => !answers[flag])
  if (missing.length > 0) {
    if (!process.stdin.isTTY) {
      console.error(`missing: ${missing.map(([flag]) => `--${flag}`).join(' ')}`)
      return 1
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout })
    for (const [flag, question] of missing) answers[flag] = (await rl.question(`${question}: `)).trim()
    rl.close()
  }
  const a = answers as Answers
  const problems = refusals(slug, a.company)
  const file = path.join(root, 'manifest/events', `${slug}.ts`)
  if (existsSync(file)) problems.push(`manifest/events/${slug}.ts exists already`)
  // The entry must pass the same schema codegen uses, before anything is written.
  const parsed = EventSchema.safeParse({
    id: routeId(slug),
    slug,
    interfaceLanguage: a.interface,
    endpoint: a.endpoint,
    company: a.company,
    sendsLanguage: a['sends-language'],
    title: { ko: a['title-ko'], en: a['title-en'] },
    description: { ko: a['description-ko'], en: a['description-en'] },
    badge: { image: `/events/${slug}.svg`, alt: { ko: 'x', en: 'x' }, publicUrl: a['badge-url'] },
    ...(a.start ? { dates: { start: a.start, ...(a.end ? { end: a.end } : {}) } } : {}),
  })
  if (!parsed.success) problems.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
  if (!Object.keys(issuanceOperations).includes(a.endpoint)) problems.push(`endpoint "${a.endpoint}": use ${Object.keys(issuanceOperations).join(' or ')}`)
  const list = withEventListed(await readFile(EVENT_LIST, 'utf8'), slug)
  if (!list) problems.push('manifest/events/index.ts: no `export const events = [ … ] as const` list to add the entry to')
  if (problems.length > 0 || !list) {
    console.error(`Nothing written:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    return 1
  }
  await writeFile(file, entrySource(slug, a))
  await writeFile(EVENT_LIST, list)
  await mkdir(path.join(root, 'public/events'), { recursive: true })
  await writeFile(path.join(root, 'public/events', `${slug}.svg`), eventBadgeSvg({ slug, label: a['badge-label'], title: a['title-en'] }))
  console.log(`wrote manifest/events/${slug}.ts (listed in manifest/events/index.ts) and public/events/${slug}.svg\nnext: npm run codegen, then look at /${a.interface === 'en' ? 'eng' : 'kor'}/${slug} (npm run dev)`)
  return 0
}

process.exitCode = await main()
