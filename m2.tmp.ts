import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { firstLoadFiles, pageModuleId } from './scripts/bench/first-load-js'
import { loadSite } from './manifest/site'
import { site } from './src/generated/site.gen'
import { pages } from './manifest/pages/index'
import { popups } from './manifest/popups'
import ko from './src/i18n/ko/index'
import en from './src/i18n/en/index'
const out: { ko: string; en: string }[] = []
const walk = (v: any) => { if (!v || typeof v !== 'object') return; if (Object.keys(v).sort().join() === 'en,ko' && typeof v.ko === 'string') { out.push(v); return } Object.values(v).forEach(walk) }
walk([site, pages, popups])
const dict = (a: any, b: any) => { for (const k of Object.keys(a)) { if (typeof a[k] === 'string' && typeof b?.[k] === 'string') out.push({ ko: a[k], en: b[k] }); else if (typeof a[k] === 'object') dict(a[k], b?.[k]) } }
dict(ko, en)
const routes = (loadSite() as any).routes
const vite = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
for (const id of process.argv.slice(2)) {
  const route = routes.find((r: any) => r.id === id)
  const text = firstLoadFiles(vite, pageModuleId(route)).map((f) => readFileSync('dist/' + f, 'utf8')).join('\n')
  for (const [own, other] of [['ko', 'en'], ['en', 'ko']] as const) {
    const found = [...new Set(out.filter((p) => p[other] !== p[own] && p[other].length >= 4).map((p) => p[other]))].filter((s) => text.includes(s) || text.includes(JSON.stringify(s).slice(1, -1)))
    console.log(id, own, found.length, gzipSync(found.join('\n')).length, 'B', JSON.stringify(found).slice(0, 1500))
  }
}
