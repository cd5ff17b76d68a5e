import en from '../../src/generated/shell.en.gen'
import ko from '../../src/generated/shell.ko.gen'

/**
 * The shell's words (manifest/shell-text.ts) in both languages, for the build and the tests. A
 * page loads its own language's only (src/app/shell-text.ts).
 */
export const shellTexts = { ko, en }
