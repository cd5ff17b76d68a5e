import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const repo = path.resolve(import.meta.dirname, '..')

describe('npm run check:codegen', () => {
  it('fails naming the stale file and the fix when the manifest changes without codegen', async () => {
    const copy = await mkdtemp(path.join(os.tmpdir(), 'drift-'))
    try {
      for (const dir of ['manifest', 'codegen', 'openapi', 'src', '.typesafe-i18n.json', 'package.json']) {
        await cp(path.join(repo, dir), path.join(copy, dir), { recursive: true })
      }
      await symlink(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'))
      const tsx = path.join(repo, 'node_modules/.bin/tsx')
      await expect(run(tsx, ['codegen/main.ts', '--check'], { cwd: copy })).resolves.toBeTruthy()

      const page = path.join(copy, 'manifest/pages/press.ts')
      await writeFile(page, (await readFile(page, 'utf8')).replace("en: 'Press'", "en: 'In the press'"))
      const failure = await run(tsx, ['codegen/main.ts', '--check'], { cwd: copy }).catch((e: { code: number; stderr: string }) => e)
      expect(failure).toMatchObject({ code: 1 })
      // A title lives in its page module (not in the entry's site data).
      expect((failure as { stderr: string }).stderr).toContain('stale: run npm run codegen\n  src/generated/pages/press-page.gen.tsx')
    } finally {
      await rm(copy, { recursive: true, force: true })
    }
  }, 60_000)
})
