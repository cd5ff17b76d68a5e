/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a script whose
 * first line is this comment has every function compiled while the file streams in, on a
 * background thread, instead of each one on the main thread at its first call.
 */
export const compileAllOnLoad = '//# allFunctionsCalledOnLoad'

/**
 * The start-up chunks that carry it (their `codeSplitting` group names in vite.config.ts). React
 * DOM: hydration calls most of its functions, and a visitor's first tap called the rest for the
 * first time, React's dispatch of the tap's fifteen events (docs/performance.md, "Interactions").
 */
export const compiledOnLoadChunks: readonly string[] = ['react-dom']
