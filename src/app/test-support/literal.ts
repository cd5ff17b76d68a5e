/**
 * `text` as a pattern that matches it to the letter: for words read from the manifest or a
 * dictionary inside a regular expression (rendered HTML in the unit tests, accessible names in
 * the browser tests). No imports, so the browser tests can take it without the app's modules.
 */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
