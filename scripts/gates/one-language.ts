import { readFileSync } from 'node:fs'
import path from 'node:path'
import { loadSite } from '../../manifest/site'
import { serverConfig } from '../../server/config'
import { distPages } from '../../server/dist-pages'
import { loadedLocales } from '../../src/i18n/i18n-util'
import { loadAllLocales } from '../../src/i18n/i18n-util.sync'
import { dictionaryPairs, foreignTexts, pageLocale, pairsIn, startupScripts, textsInScript } from './one-language-rules'

/**
 * `npm run check:one-language` (in `npm test`, after the build): no prerendered page's start-up
 * JavaScript (its module script and the modules it preloads) holds a text of the other language,
 * from the manifest or the interface dictionaries (one-language-rules.ts says which count). A
 * page's language is its `<html lang>`: an event page keeps the one it is written in under both
 * paths. Exits 1 naming each page and what it carries.
 */
const { distDir } = serverConfig()
const site = loadSite()
loadAllLocales()
const pairs = [
  ...pairsIn(site),
  // Every dictionary with every namespace, as typesafe-i18n's generated loader lists them.
  ...dictionaryPairs(loadedLocales.ko, loadedLocales.en),
]
const nativeNames = site.languages.map((l) => l.nativeName)
const foreign = { ko: foreignTexts(pairs, 'ko', nativeNames), en: foreignTexts(pairs, 'en', nativeNames) }
// A script is read once whatever the number of pages that load it: ~20 files make every page.
const found = new Map<string, string[]>()
const foundIn = (file: string, locale: 'ko' | 'en') => {
  const key = `${locale} ${file}`
  if (!found.has(key)) found.set(key, textsInScript(readFileSync(path.join(distDir, file), 'utf8'), foreign[locale]))
  return found.get(key)!
}

const problems: string[] = []
let checked = 0
for (const { file, url } of distPages(distDir)) {
  const html = readFileSync(path.join(distDir, file), 'utf8')
  const locale = pageLocale(html)
  if (!locale) continue
  checked++
  const texts = [...new Set(startupScripts(html).flatMap((script) => foundIn(script.replace(/^\//, ''), locale)))]
  if (texts.length > 0) problems.push(`${url} (${locale}): ${texts.map((t) => JSON.stringify(t)).join(', ')}`)
}
if (problems.length > 0) {
  console.error(`one-language: ${problems.length} page(s) start with the other language's words:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  process.exit(1)
}
console.log(`one-language: ${checked} pages, ${foreign.ko.length + foreign.en.length} texts of ${pairs.length} pairs looked for: each page starts with its own language's words only`)
