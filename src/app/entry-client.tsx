// The browser's entry: start-up in tasks of their own, so no single task blocks input for long.
// Evaluating all start-up code at once was one task of 150 to 180 ms on a 4x-slowed CPU (a
// performance trace: v8.evaluateModule of the entry chunk), most of it react-dom. Loaded as
// dynamic imports, React DOM and the app (router, shell, route tree) become chunks of their own,
// each evaluated in its own task; the prerender modulepreloads both, so nothing waits on a
// waterfall, and the bundle gate counts both as every page's first-load JavaScript
// (scripts/bench/first-load-js.ts: the entry's dynamic imports are its start-up steps; import
// nothing else dynamically here). Not a top-level await: that made the bundler split the entry
// into six chunks.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

void (async () => {
  await nextTask()
  const { hydrateRoot } = await import('react-dom/client')
  await nextTask()
  const { hydrateApp } = await import('./hydrate-app')
  await nextTask()
  await hydrateApp(hydrateRoot)
})()
