import type { Manifest as ViteManifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { firstLoadJsBudgetKb } from '../bench/budgets'
import { baselineOf, bundleProblems, chunkName, chunksWithoutHint, weighRoutes } from './bundle-weights'

// A build of two routes: every page loads the entry (100 kB); the contact page also its form chunk.
const vite = {
  'src/app/entry-client.tsx': { file: 'assets/entry-client-AAAAAAAA.js', isEntry: true },
  'src/generated/pages/privacy-page.gen.tsx': { file: 'assets/privacy-page.gen-BBBBBBBB.js', imports: ['src/app/entry-client.tsx'] },
  'src/generated/pages/contact-page.gen.tsx': { file: 'assets/contact-page.gen-CCCCCCCC.js', imports: ['_form-DDDDDDDD.js'] },
  '_form-DDDDDDDD.js': { file: 'assets/form-DDDDDDDD.js', imports: ['src/app/entry-client.tsx'] },
} as unknown as ViteManifest
const routes = [
  { id: 'PrivacyPage', path: 'privacy', sections: [{ type: 'text' }] },
  { id: 'ContactPage', path: 'contact-us', sections: [{ type: 'contact-form' }] },
]
const sizes = (form: number) => (file: string) =>
  ({ 'assets/entry-client-AAAAAAAA.js': 100_000, 'assets/privacy-page.gen-BBBBBBBB.js': 1_000, 'assets/contact-page.gen-CCCCCCCC.js': 2_000, 'assets/form-DDDDDDDD.js': form })[file]!

describe('bundle gate', () => {
  it('names chunks without their content hash', () => {
    expect(chunkName('_site-api-zefztfy_.js')).toBe('_site-api.js')
    expect(chunkName('src/sections/press-list/press-list.tsx')).toBe('src/sections/press-list/press-list.tsx')
  })

  it('weighs each route as the entry and its page closure, and passes routes within budget', () => {
    const weights = weighRoutes(vite, routes, sizes(30_000))
    expect(weights.map((w) => [w.routeId, w.kind, w.bytes])).toEqual([
      ['PrivacyPage', 'content', 101_000],
      ['ContactPage', 'form', 132_000],
    ])
    expect(bundleProblems(weights, baselineOf(weights))).toEqual([])
  })

  it('fails a route over its budget, naming it and the chunk that grew', () => {
    const before = baselineOf(weighRoutes(vite, routes, sizes(30_000)))
    const after = weighRoutes(vite, routes, sizes(40_000))
    expect(bundleProblems(after, before)).toEqual([
      // The budget as scripts/bench/budgets.ts sets it: a changed budget needs no edit here.
      `ContactPage: first-load JS 142.0 kB gz > ${firstLoadJsBudgetKb.form} kB (form page); grew: _form.js (+10.0 kB, now 40.0 kB)`,
    ])
  })

  it('names a chunk that is new since the baseline', () => {
    const withoutForm = { ...baselineOf(weighRoutes(vite, routes, sizes(30_000))) }
    delete withoutForm.ContactPage!.chunks['_form.js']
    expect(bundleProblems(weighRoutes(vite, routes, sizes(40_000)), withoutForm)[0]).toMatch(/grew: _form\.js \(new, 40\.0 kB\)/)
  })

  it('fails a chunk without its compile hint on its first line, or missing from the build', () => {
    const hint = '//# allFunctionsCalledOnLoad'
    const heads: Record<string, string> = { 'assets/form-DDDDDDDD.js': `${hint}\nimport{a}from"./x.js"` }
    const head = (file: string) => heads[file] ?? `import{a}from"./x.js";\n${hint}`
    expect(chunksWithoutHint(vite, ['form'], hint, head)).toEqual([])
    heads['assets/form-DDDDDDDD.js'] = `import{a}from"./x.js";\n${hint}`
    expect(chunksWithoutHint(vite, ['form'], hint, head)).toEqual([`form (assets/form-DDDDDDDD.js): does not start with ${hint}`])
    expect(chunksWithoutHint(vite, ['react-dom'], hint, head)).toEqual(['react-dom: no such chunk in the build'])
  })
})
