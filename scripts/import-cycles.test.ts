import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { resolveModule } from './prerender/code-digest'

/**
 * No import circles in src/ and scripts/: a module that imports, however indirectly, a module
 * that imports it has no room of its own, so neither can be read or moved alone, and which one
 * runs first depends on who is imported first. Types count (a circle of types is still one room
 * where there should be two), and so do dynamic imports. Where two modules need one piece, the
 * piece moves to the room below both.
 */
const root = path.resolve(import.meta.dirname, '..')
const folders = ['src', 'scripts']

/** Every TypeScript module under `folder`, as a path from the root. */
function modulesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(folder, file))
}

/**
 * What each module imports of the repository's own modules. TypeScript's scanner rather than a
 * regular expression: it skips comments and strings, so a circle reported here is one in code.
 */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true)
    const imported = importedFiles
      .map(({ fileName }) => fileName.replace(/\?.*$/, ''))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveModule(path.resolve(root, path.dirname(file), specifier)))
      .filter((resolved): resolved is string => resolved !== undefined)
      .map((resolved) => path.relative(root, resolved))
    graph.set(file, [...new Set(imported)])
  }
  return graph
}

/** The circles of `graph`, one each, written `a -> b -> a` (Tarjan's strongly connected components). */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const index = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const connect = (file: string) => {
    index.set(file, index.size)
    lowest.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next)
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!))
      } else if (onStack.has(next)) lowest.set(file, Math.min(lowest.get(file)!, index.get(next)!))
    }
    if (lowest.get(file) !== index.get(file)) return
    const component: string[] = []
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member)
      component.push(member)
      if (member === file) break
    }
    if (component.length > 1 || graph.get(file)?.includes(file)) components.push(component)
  }
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file)
  return components.map((component) => circleThrough(graph, new Set(component)))
}

/** One shortest way from the component's first file (in sorted order) back to itself, for the message. */
function circleThrough(graph: ReadonlyMap<string, readonly string[]>, component: ReadonlySet<string>): string {
  const start = [...component].sort()[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()!
    for (const next of graph.get(file) ?? []) {
      if (!component.has(next)) continue
      if (next === start) {
        const way: string[] = []
        for (let at = file; at !== start; at = cameFrom.get(at)!) way.unshift(at)
        return [start, ...way, start].join(' -> ')
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file)
        queue.push(next)
      }
    }
  }
  return [...component].join(', ')
}

describe('import circles', () => {
  it('finds a circle, its way written out, and none in a chain', () => {
    const circle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ])
    expect(importCircles(circle)).toEqual(['a.ts -> b.ts -> c.ts -> a.ts'])
    expect(importCircles(new Map([['self.ts', ['self.ts']]]))).toEqual(['self.ts -> self.ts'])
    expect(importCircles(new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', []]]))).toEqual([])
  })

  it(`there are none in ${folders.join('/ and ')}/`, () => {
    const graph = importGraph(folders.flatMap(modulesUnder))
    // Guards against a scan that silently reads nothing: the site's entry imports its router.
    expect(graph.get(path.join('src', 'app', 'entry-client.tsx'))?.length).toBeGreaterThan(0)
    expect(importCircles(graph)).toEqual([])
  })
})
