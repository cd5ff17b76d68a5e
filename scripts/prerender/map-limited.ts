/**
 * How many file operations one part of the prerender keeps in flight. Node's file system calls
 * (and resvg's and zlib's work) share one pool of four threads in the process, the images
 * worker's included: a part that queued thousands at once (every card copied from the cache)
 * made each step of the other part wait behind all of them.
 */
export const inFlight = 16

/** `work` over `items`, at most `limit` at a time, results in the items' order. */
export async function mapLimited<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>, limit = inFlight): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return results
}
