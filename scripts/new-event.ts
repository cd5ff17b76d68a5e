import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { events } from '../manifest/events/index'
import { languages } from '../manifest/languages'
import { pages } from '../manifest/pages/index'
import { EventSchema } from '../manifest/schema/event'
import { DEFAULT_TIME_ZONE } from '../manifest/schema/event-time'
import { DESCRIPTION_MAX_LENGTH } from '../manifest/schema/text'
import { addressesInUse } from '../src/generated/addresses-in-use.gen'
import { companyCodes } from '../src/generated/company-codes.gen'
import { issuanceOperations } from '../src/generated/operations/issuance.gen'
import { eventBadgeSvg } from '../src/lib/event-badge/art'
import { entrySource } from './event-entry/entry-source'
import { requestRuleProblems, type OpenRequest } from '../src/lib/partner-request-rules'
import { answersOfRequest, readOpenRequests, readPartnerRequest } from './event-entry/from-request'
import { badgeAlt, nearestFlag, ruleRefusal } from './event-entry/scaffold-words'
import { inspectLogo } from './posters/logo-file'
import { posterFiles } from './posters/poster-files'
import { siteOriginFromEnv } from './site-origin'
import { serverConfig } from '../server/config'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const EVENT_LIST = path.join(root, 'manifest/events/index.ts')

/** What every entry needs: flag name and question. */
const required = [
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

/**
 * What an entry may say besides, asked in this order; Enter skips. `when` names the answer a
 * question depends on: no partner name, no partner questions; the venue's kind picks its fields.
 */
const optional: readonly { flag: string; question: string | ((a: Answers) => string); when?: (a: Answers) => boolean }[] = [
  { flag: 'partner-name-ko', question: "Partner's name in Korean (Enter: no partner on the page)" },
  { flag: 'partner-name-en', question: "Partner's name in English", when: (a) => !!a['partner-name-ko'] },
  { flag: 'partner-logo', question: 'Partner logo, a file put in public/partners/ (e.g. /partners/newpartner.svg)', when: (a) => !!a['partner-name-ko'] },
  { flag: 'partner-url', question: "Partner's web site (https://…)", when: (a) => !!a['partner-name-ko'] },
  { flag: 'name-ko', question: "The event's own name in Korean, e.g. AES 코리아 2025 (Enter: none; search engines get no Event without it)" },
  { flag: 'name-en', question: "The event's own name in English", when: (a) => !!a['name-ko'] },
  { flag: 'time-zone', question: `The event's time zone, IANA (e.g. Asia/Bangkok; an online event: its organiser's; Enter: ${DEFAULT_TIME_ZONE})` },
  { flag: 'start', question: 'First day of the event (YYYY-MM-DD)' },
  { flag: 'end', question: 'Last day, if it lasts more than one (YYYY-MM-DD)', when: (a) => !!a.start },
  { flag: 'venue', question: 'Venue: place or online' },
  { flag: 'venue-name-ko', question: "Venue's name in Korean", when: (a) => a.venue === 'place' },
  { flag: 'venue-name-en', question: "Venue's name in English", when: (a) => a.venue === 'place' },
  { flag: 'venue-address-ko', question: 'Its address in Korean', when: (a) => a.venue === 'place' },
  { flag: 'venue-address-en', question: 'Its address in English', when: (a) => a.venue === 'place' },
  { flag: 'venue-country', question: 'Its country, two letters (Enter: KR)', when: (a) => a.venue === 'place' },
  { flag: 'venue-platform-ko', question: 'Online platform in Korean (e.g. 줌 웨비나)', when: (a) => a.venue === 'online' },
  { flag: 'venue-platform-en', question: 'Online platform in English (e.g. Zoom webinar)', when: (a) => a.venue === 'online' },
  { flag: 'criteria-ko', question: `What the badge recognises, in Korean (one or two sentences, at most ${DESCRIPTION_MAX_LENGTH} characters)` },
  { flag: 'criteria-en', question: 'What the badge recognises, in English', when: (a) => !!a['criteria-ko'] },
  { flag: 'claims-opens', question: (a) => `Claims open at, ${zoneOf(a)} time (YYYY-MM-DDTHH:mm; Enter: open now)` },
  { flag: 'claims-closes', question: (a) => `Claims close at, ${zoneOf(a)} time (YYYY-MM-DDTHH:mm; Enter: never)` },
  { flag: 'claim-code', question: 'Claim code attendees must give, printed on the poster (6 to 16 letters and digits, e.g. SUMMIT26; Enter: none)' },
]

type Answers = Record<string, string | undefined>

/** The zone the answers' times are in: the one given, or the schema's default. */
const zoneOf = (a: Answers) => a['time-zone'] || DEFAULT_TIME_ZONE

/** `aes-korea` -> `AesKoreaEventPage`. */
const routeId = (slug: string) => `${slug.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase())}EventPage`
const variable = (slug: string) => slug.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase())

/**
 * Why the request rules (src/lib/partner-request-rules.ts, the ones the request page and the API
 * apply) refuse the entry: an address or company code the manifest or a partner's stored request
 * holds, a code the API would refuse, a claim window already closed (unless `--force`), a label
 * too wide for the artwork's ribbon. The manifest as it is now, and as codegen last saw it.
 */
function ruleRefusals(slug: string, a: Answers, openRequests: readonly OpenRequest[], force: boolean): string[] {
  const inUse = {
    addresses: [...addressesInUse, ...events.map((e) => e.slug), ...pages.map((p) => p.path.split('/')[0]!).filter(Boolean)],
    companies: [...companyCodes, ...events.map((e) => e.company)],
  }
  const request = { slug, company: a.company!, timeZone: zoneOf(a), claimsCloses: a['claims-closes'], badgeLabel: a['badge-label']! }
  return requestRuleProblems(request, { now: Date.now(), inUse, openRequests })
    .filter((problem) => !(force && problem.kind === 'windowPast'))
    .map(ruleRefusal)
}

/** `{ ko, en }` from two answers, or nothing when both are empty (the schema names a half pair). */
const pair = (a: Answers, flag: string) => (a[`${flag}-ko`] || a[`${flag}-en`] ? { ko: a[`${flag}-ko`], en: a[`${flag}-en`] } : undefined)

/** The entry the answers describe, key for key what the file will hold. */
function entryOf(slug: string, a: Answers, sendsLanguage: boolean) {
  const venue =
    a.venue === 'online'
      ? { kind: 'online', platform: pair(a, 'venue-platform') }
      : a.venue
        ? { kind: a.venue, name: pair(a, 'venue-name'), address: pair(a, 'venue-address'), country: a['venue-country'] }
        : undefined
  return {
    id: routeId(slug),
    slug,
    interfaceLanguage: a.interface,
    endpoint: a.endpoint,
    company: a.company,
    timeZone: a['time-zone'],
    sendsLanguage: sendsLanguage || undefined,
    title: pair(a, 'title'),
    name: pair(a, 'name'),
    description: pair(a, 'description'),
    badge: {
      image: `/events/${slug}.svg`,
      alt: badgeAlt({ ko: a['title-ko']!, en: a['title-en']! }, a['badge-label']!),
      publicUrl: a['badge-url'],
    },
    partner: pair(a, 'partner-name') && { name: pair(a, 'partner-name'), logo: a['partner-logo'], url: a['partner-url'] },
    dates: a.start ? { start: a.start, end: a.end } : undefined,
    venue,
    criteria: pair(a, 'criteria'),
    claims: a['claims-opens'] || a['claims-closes'] ? { opens: a['claims-opens'], closes: a['claims-closes'] } : undefined,
    // Upper case, as the page and the API compare it: a code typed in lower case is the same code.
    claimCode: a['claim-code']?.toUpperCase(),
  }
}

/**
 * The logo as an entry names it (`/partners/x.svg`; `public/partners/x.svg` is taken too), and
 * what is wrong with its file (logo-file.ts states the limits), plus a note for a logo with text.
 */
async function checkLogo(given: string): Promise<{ logo: string; problems: string[]; notes: string[] }> {
  const logo = given.replace(/^(\.\/)?public\//, '/')
  const file = path.join(root, 'public', logo)
  if (!/^\/partners\/[^/]+$/.test(logo) || !existsSync(file)) return { logo, problems: [`partner logo ${given}: no such file in public/partners/ (put it there first)`], notes: [] }
  const { problems, image } = inspectLogo(await readFile(file), `public${logo}`)
  const notes = image?.hasText ? [`note: public${logo} sets text in a font; the page shows it in the visitor's fonts and the posters in Pretendard. A version with the text as outlines looks the same everywhere.`] : []
  return { logo, problems, notes }
}

async function ask(answers: Answers): Promise<void> {
  const rl = createInterface({ input: process.stdin, output: process.stdout })
  for (const [flag, question] of required) if (!answers[flag]) answers[flag] = (await rl.question(`${question}: `)).trim()
  console.log('Optional (Enter skips):')
  for (const { flag, question, when } of optional) {
    if (answers[flag] === undefined && (!when || when(answers))) {
      answers[flag] = (await rl.question(`${typeof question === 'string' ? question : question(answers)}: `)).trim() || undefined
    }
  }
  rl.close()
}

const USAGE =
  'usage: npm run new:event -- <slug> [--company code] [--interface ko|en] [--endpoint OpenBadges|OpenBadgesV3] …\n' +
  '   or: npm run new:event -- --from-request <id> --badge-url https://… [any flag above, which wins over the request]\n' +
  '(missing values are asked for; see the README, "Add a partner event page")'

async function main(): Promise<number> {
  const flags = [...required.map(([flag]) => flag), ...optional.map((q) => q.flag)]
  const options = { ...Object.fromEntries(flags.map((flag) => [flag, { type: 'string' as const }])), 'sends-language': { type: 'boolean' as const, default: false }, force: { type: 'boolean' as const, default: false }, 'from-request': { type: 'string' as const } }
  let parsed: ReturnType<typeof parseArgs<{ allowPositionals: true; options: typeof options }>>
  try {
    parsed = parseArgs({ allowPositionals: true, options })
  } catch (error) {
    // Node's own error names the flag but prints a stack; a maintainer needs the flag and a fix.
    const typed = /'(--[^']+)'/.exec(String(error))?.[1] ?? String(error)
    const nearest = nearestFlag(typed.replace(/^--/, ''), Object.keys(options))
    console.error(`${typed}: not an option of new:event${nearest ? `; did you mean --${nearest}?` : ''}\n${USAGE}`)
    return 1
  }
  const { values, positionals } = parsed
  const { 'sends-language': sendsLanguage, force, 'from-request': requestId, ...given } = values
  // A partner's stored request gives the answers (and the logo's bytes); flags given beside it win.
  let logo: { bytes: Uint8Array; format: 'png' | 'svg' } | undefined
  let answers: Answers = given as Answers
  let slug = positionals[0]
  // A request being made into its page does not hold its own address against itself.
  const openRequests = readOpenRequests(serverConfig().databaseFile).filter((open) => String(open.id) !== requestId)
  if (requestId !== undefined) {
    const request = /^\d+$/.test(requestId) ? readPartnerRequest(serverConfig().databaseFile, Number(requestId)) : `--from-request ${requestId}: a request number, e.g. 7`
    if (typeof request === 'string') {
      console.error(`Nothing written:\n  ${request}`)
      return 1
    }
    slug ??= request.event.slug
    answers = answersOfRequest(request.event, answers)
    logo = request.logo
    if (logo) answers['partner-logo'] = `/partners/${slug}.${logo.format}`
  }
  if (!slug) {
    console.error(USAGE)
    return 1
  }
  const missing = required.filter(([flag]) => !answers[flag])
  if (missing.length > 0) {
    if (!process.stdin.isTTY) {
      console.error(`missing: ${missing.map(([flag]) => `--${flag}`).join(' ')}`)
      return 1
    }
    await ask(answers)
  }
  const problems = ruleRefusals(slug, answers, openRequests, force === true)
  const notes: string[] = []
  if (logo) {
    // The request's logo, checked as a file put in public/partners/ would be, before it is one.
    const { problems: logoProblems, image } = inspectLogo(logo.bytes, `public${answers['partner-logo']}`)
    problems.push(...logoProblems)
    if (existsSync(path.join(root, 'public', answers['partner-logo']!))) problems.push(`public${answers['partner-logo']} exists already`)
    if (image?.hasText) notes.push(`note: public${answers['partner-logo']} sets text in a font; the page shows it in the visitor's fonts and the posters in Noto Sans KR. A version with the text as outlines looks the same everywhere.`)
  } else if (answers['partner-logo']) {
    const checked = await checkLogo(answers['partner-logo'])
    answers['partner-logo'] = checked.logo
    problems.push(...checked.problems)
    notes.push(...checked.notes)
  }
  const file = path.join(root, 'manifest/events', `${slug}.ts`)
  if (existsSync(file)) problems.push(`manifest/events/${slug}.ts exists already`)
  // The entry must pass the same schema codegen uses, before anything is written.
  const entry = entryOf(slug, answers, sendsLanguage === true)
  const checked = EventSchema.safeParse(entry)
  if (!checked.success) problems.push(...checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
  if (!Object.keys(issuanceOperations).includes(answers.endpoint!)) problems.push(`endpoint "${answers.endpoint}": use ${Object.keys(issuanceOperations).join(' or ')}`)
  const list = withEventListed(await readFile(EVENT_LIST, 'utf8'), slug)
  if (!list) problems.push('manifest/events/index.ts: no `export const events = [ … ] as const` list to add the entry to')
  if (problems.length > 0 || !list) {
    console.error(`Nothing written:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    return 1
  }
  if (logo) await writeFile(path.join(root, 'public', answers['partner-logo']!), logo.bytes)
  await writeFile(file, entrySource(variable(slug), entry))
  await writeFile(EVENT_LIST, list)
  await mkdir(path.join(root, 'public/events'), { recursive: true })
  await writeFile(path.join(root, 'public/events', `${slug}.svg`), eventBadgeSvg({ slug, label: answers['badge-label']!, title: answers['title-en']! }))
  console.log(summary(slug, answers.interface!, notes, entry.claimCode !== undefined, logo ? `public${answers['partner-logo']}` : undefined))
  return 0
}

/**
 * What was written, where the page will be, and where the build puts its poster and slide: for an
 * event with a claim code beside dist/, never served, since the poster prints the code.
 */
function summary(slug: string, locale: string, notes: string[], coded: boolean, logoFile?: string): string {
  const origin = siteOriginFromEnv()
  // Written in one language, the page names that language's address canonical (src/lib/routing.ts,
  // languagesOf): the one its poster's QR code holds.
  const addresses = languages.map((l) => `  ${origin}/${l.segment}/${slug}${l.locale === locale ? '  (canonical: the QR code on its poster)' : ''}`)
  const posters = posterFiles(slug)
  return [
    `wrote manifest/events/${slug}.ts (listed in manifest/events/index.ts) and public/events/${slug}.svg${logoFile ? `, and the partner's logo ${logoFile}` : ''}`,
    ...notes,
    'next: npm run codegen, then npm run dev. The page, in both paths:',
    ...addresses,
    'npm run build draws its hall poster (A4) and slide (1920 x 1080):',
    ...(coded
      ? [`  dist-private${posters.pdf}`, `  dist-private${posters.slide}`, '  (not served: they print the claim code; send them to the partner)']
      : [`  dist${posters.pdf}  (served at ${origin}${posters.pdf})`, `  dist${posters.slide}  (served at ${origin}${posters.slide})`]),
  ].join('\n')
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

process.exitCode = await main()
