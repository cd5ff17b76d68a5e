import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Where the unit tests are (vite.config.ts's `test.include`): every `*.test.ts(x)` under these. */
export const unitTestDirs = ['manifest', 'codegen', 'src', 'server', 'scripts', 'tests'] as const

/** A test that replaces a module, a global or the environment for its own file. */
const replaces = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/

/**
 * The unit test files, from the repository's root, that replace a module or a global (`vi.mock`,
 * `vi.stubGlobal`…): vitest runs these each in a module graph of its own. Every other file shares
 * its worker's modules with the files before it (`isolate: false`): importing each file's graph
 * afresh was 110 s of the suite's 400 on two cores. A mock in a shared graph would reach the
 * files after it, or miss a module they loaded first: found by reading each file, so a new test
 * with a mock needs no list edited.
 */
export function testsReplacingModules(root: string): string[] {
  // A copy of the repository that a test makes may hold only some of them.
  return unitTestDirs.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
      .filter((file) => replaces.test(readFileSync(path.join(root, file), 'utf8'))),
  )
}
