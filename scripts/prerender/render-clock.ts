/**
 * The clock a prerendered page is rendered under: stopped at 0 (1970-01-01).
 *
 * TanStack Router stamps each route match it loads with `Date.now()` and writes the stamp into the
 * page's dehydrated state (`u`). The browser only ever compares it with its own clock, to call a
 * match's data stale (the site sets no `staleTime`: stale at once) or old enough to drop from its
 * cache (five minutes), which a build's stamp is anyway by the time a visitor comes. So the stamp
 * told nothing, yet made every page's bytes differ from one build to the next. Stopped, it makes a
 * page a function of what it is drawn from, which lets the build keep pages between builds
 * (build-cache.ts) and lets two builds of one tree be compared byte for byte. Nothing of a page
 * reads the time otherwise (the claim window's state is the browser's: src/components/claim-window/).
 */
export const renderInstant = 0

/** `render()` under the stopped clock, the real one back afterwards. The prerender renders one page at a time. */
export async function atRenderInstant<T>(render: () => Promise<T>): Promise<T> {
  const clock = Date.now
  Date.now = () => renderInstant
  try {
    return await render()
  } finally {
    Date.now = clock
  }
}
