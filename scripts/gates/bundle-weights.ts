import type { Manifest as ViteManifest } from 'vite'
import { firstLoadJsBreach, firstLoadJsBudgetKb, firstLoadJsBudgetOf, firstLoadJsExceptionsKb, pageKind, type ClassifiableRoute, type PageKind } from '../bench/budgets'
import { firstLoadChunks, pageModuleId } from '../bench/first-load-js'

/** A route's first-load JavaScript: its kind, its gzip total and what each chunk adds. */
interface RouteWeight {
  routeId: string
  kind: PageKind
  bytes: number
  /** Gzip bytes by chunk name (`chunkName`), the entry's chunks and the page's own. */
  chunks: Record<string, number>
}

/** What the last accepted build weighed, route by route (`scripts/gates/bundle-baseline.json`). */
export type Baseline = Record<string, { bytes: number; chunks: Record<string, number> }>

/**
 * A chunk's name without its content hash, stable from build to build: the module it is the
 * chunk of (`src/sections/press-list/press-list.tsx`), or a shared chunk's name (`_site-api.js`).
 */
export function chunkName(key: string): string {
  return key.replace(/^_(.+)-[\w-]{8}\.js$/, '_$1.js')
}

/** The name the gate weighs every event page under: they load the same chunks, whatever their number. */
export const eventPagesWeight = 'EventPages'

type WeighedRoute = ClassifiableRoute & { id: string; event?: unknown }

/**
 * Weighs every page's first-load JavaScript in a build (`gzipBytes` of a dist/ file), and the
 * event pages' once (`eventPagesWeight`): one module is every event's page.
 */
export function weighRoutes(vite: ViteManifest, routes: readonly WeighedRoute[], gzipBytes: (file: string) => number): RouteWeight[] {
  const firstEvent = routes.find((r) => r.event)
  const weighed = [...routes.filter((r) => !r.event), ...(firstEvent ? [{ ...firstEvent, id: eventPagesWeight }] : [])]
  return weighed.map((route) => {
    const chunks: Record<string, number> = {}
    for (const key of firstLoadChunks(vite, pageModuleId(route))) {
      const file = vite[key]!.file
      if (file.endsWith('.js')) chunks[chunkName(key)] = gzipBytes(file)
    }
    const bytes = Object.values(chunks).reduce((sum, b) => sum + b, 0)
    return { routeId: route.id, kind: pageKind(route), bytes, chunks }
  })
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** The chunks of `weight` that are new or grew by more than 50 bytes since `baseline`, largest growth first. */
function grownChunks(weight: RouteWeight, baseline: Baseline[string] | undefined): string[] {
  const before = baseline?.chunks ?? {}
  return Object.entries(weight.chunks)
    .map(([name, bytes]) => ({ name, bytes, growth: bytes - (before[name] ?? 0), isNew: !(name in before) }))
    .filter((c) => c.growth > 50)
    .sort((a, b) => b.growth - a.growth)
    .map((c) => (c.isNew ? `${c.name} (new, ${kB(c.bytes)})` : `${c.name} (+${kB(c.growth)}, now ${kB(c.bytes)})`))
}

/**
 * One line per route over its budget, naming the route and the chunks that grew since the
 * baseline (or, without a baseline entry, its largest chunks). Empty when every route fits.
 */
export function bundleProblems(weights: readonly RouteWeight[], baseline: Baseline): string[] {
  return weights.flatMap((weight) => {
    const breach = firstLoadJsBreach(weight.kind, weight.bytes, firstLoadJsBudgetOf(weight.routeId, weight.kind))
    if (!breach) return []
    const grown = grownChunks(weight, baseline[weight.routeId])
    const culprits = grown.length > 0 ? `grew: ${grown.join(', ')}` : 'nothing grew since the baseline; the budget or the baseline moved'
    return [`${weight.routeId}: ${breach.message}; ${culprits}`]
  })
}

/** The baseline file's content for these weights. */
export function baselineOf(weights: readonly RouteWeight[]): Baseline {
  return Object.fromEntries(weights.map((w) => [w.routeId, { bytes: w.bytes, chunks: w.chunks }]))
}

/** A table line per kind: the heaviest route of that kind against its budget. */
export function summary(weights: readonly RouteWeight[]): string[] {
  const kinds = Object.keys(firstLoadJsBudgetKb) as PageKind[]
  return kinds.flatMap((kind) => {
    const ofKind = weights.filter((w) => w.kind === kind && !(w.routeId in firstLoadJsExceptionsKb))
    if (ofKind.length === 0) return []
    const heaviest = ofKind.reduce((a, b) => (b.bytes > a.bytes ? b : a))
    const budget = firstLoadJsBudgetOf(heaviest.routeId, kind)
    const room = Math.round(budget * 1000 - heaviest.bytes)
    return [`${kind.padEnd(8)} ${String(ofKind.length).padStart(2)} routes, heaviest ${heaviest.routeId} ${kB(heaviest.bytes)} of ${budget} kB (${room} B of room)`]
  }).concat(
    weights
      .filter((w) => w.routeId in firstLoadJsExceptionsKb)
      .map((w) => `${w.routeId} ${kB(w.bytes)} of ${firstLoadJsBudgetOf(w.routeId, w.kind)} kB (${firstLoadJsExceptionsKb[w.routeId]!.reason})`),
  )
}

/**
 * The chunks of `names` (compile-hints.ts) whose built file does not start with `hint`, or that the
 * build no longer has: a hint elsewhere in the file is read by no engine.
 */
export function chunksWithoutHint(vite: ViteManifest, names: readonly string[], hint: string, head: (file: string) => string): string[] {
  return names.flatMap((name) => {
    const key = Object.keys(vite).find((k) => chunkName(k) === `_${name}.js`)
    if (!key) return [`${name}: no such chunk in the build`]
    return head(vite[key]!.file).startsWith(`${hint}\n`) ? [] : [`${name} (${vite[key]!.file}): does not start with ${hint}`]
  })
}
