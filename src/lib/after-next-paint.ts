/**
 * Runs `work` once the browser has painted what the current event has changed so far
 * (docs/performance.md, interactions: interactions within 50 ms to the next paint on a 4x-slowed
 * CPU). A press or a tab then shows at once (the pressed button, the chosen tab, the typed letter),
 * and the heavier part that follows it (checking seven fields, a router navigation, a list) runs in
 * a task of its own instead of holding that paint back. The pattern is web.dev's "yield to the main
 * thread" for INP.
 *
 * `requestAnimationFrame` runs just before the paint, and a task queued from it runs after. A page
 * in a background tab gets no frames, so a timer runs the work anyway: it must never wait for a
 * tab to be shown again.
 */
export function afterNextPaint(work: () => void): void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    work()
  }
  requestAnimationFrame(() => setTimeout(run, 0))
  setTimeout(run, backgroundFallbackMs)
}

/** How long a page without frames (a background tab) waits: longer than any frame, shorter than a person notices. */
const backgroundFallbackMs = 100
