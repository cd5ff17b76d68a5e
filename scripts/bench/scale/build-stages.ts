import { run } from './repo-copy'

/**
 * The steps of `npm run build`, one by one so each is timed (build-stages.test.ts holds them to
 * package.json's `build`, so the two cannot drift apart).
 */
export const buildSteps = [
  { stage: 'codegen', command: 'npm run codegen' },
  { stage: 'client', command: 'vite build' },
  { stage: 'ssr', command: 'vite build --ssr src/app/entry-server.tsx --outDir dist-ssr' },
  { stage: 'prerender', command: 'tsx scripts/prerender/main.ts' },
] as const

/** How many pages, cards, poster files and files of the face the prerender made (the rest it took from the build's cache); undefined without a cache. */
export type Made = { pages: number; cards: number; posterFiles: number; faceFiles: number } | undefined

/** The event pages whose words need a file of the brand face of their own, and how many files those are (docs/brand-face.md). */
export type Faces = { pages: number; files: number }

export type BuildTimes = Record<(typeof buildSteps)[number]['stage'] | 'pages' | 'ogImages' | 'posters' | 'total', number> & { pageCount: number; faces: Faces; made: Made }

/**
 * What the prerender prints of its own stages: the pages (`prerender: 183 pages … in 5234 ms`),
 * the event pages' files of the face (`event faces: 91 event pages … in 91 files`), and, in a
 * worker beside them, the sharing cards and the posters (`… done 812 ms after …`); and of each,
 * how many it made (`… 181 from the cache, 2 made`).
 */
export function prerenderTimes(output: string): Pick<BuildTimes, 'pages' | 'ogImages' | 'posters' | 'pageCount' | 'faces' | 'made'> {
  const number = (pattern: RegExp) => {
    const found = pattern.exec(output)
    if (!found) throw new Error(`the prerender's output has no line matching ${pattern}:\n${output.slice(-2000)}`)
    return Number(found[1])
  }
  const made = (line: string) => new RegExp(`^${line}: .* from the cache, (\\d+) made`, 'm').exec(output)?.[1]
  const [pages, cards, posterFiles, faceFiles] = ['prerender', 'og images', 'posters', 'event faces'].map(made)
  return {
    pageCount: number(/^prerender: (\d+) pages/m),
    faces: { pages: number(/^event faces: (\d+) event pages/m), files: number(/^event faces: .* in (\d+) files/m) },
    pages: number(/^prerender: .* in (\d+) ms/m),
    ogImages: number(/^og images: .* done (\d+) ms/m),
    posters: number(/^posters: .* done (\d+) ms/m),
    made: pages && cards && posterFiles && faceFiles ? { pages: Number(pages), cards: Number(cards), posterFiles: Number(posterFiles), faceFiles: Number(faceFiles) } : undefined,
  }
}

/** Builds the repository at `root` step by step; `log` hears each step's time. */
export async function timedBuild(root: string, log: (line: string) => void): Promise<BuildTimes> {
  const times: Partial<BuildTimes> = { total: 0 }
  let prerenderOutput = ''
  for (const { stage, command } of buildSteps) {
    const { ms, output } = await run(command, root)
    times[stage] = ms
    times.total! += ms
    if (stage === 'prerender') prerenderOutput = output
    log(`${command}: ${(ms / 1000).toFixed(1)} s`)
  }
  return { ...(times as BuildTimes), ...prerenderTimes(prerenderOutput) }
}
