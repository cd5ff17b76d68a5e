/** What the build hands the edge's worker (scripts/prerender/edge/worker.ts), bundled into it as data. */
export type EdgeBuild = {
  /** Every file of the build a request that reaches the worker can name (`/kor/index.html`, `/kor/company/press/page-2.html`). */
  files: string[]
  /** Each page's Content-Security-Policy, by file (the prerender's `csp.json`). */
  policies: Record<string, string>
  /** The `Link` header of every page (src/lib/stylesheet-preload.ts); empty for none. */
  pagePreloads: string
}
