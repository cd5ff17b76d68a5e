import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { README_FILE, readmeWithBudgets } from './budget-table'
import { firstLoadJsBudgetKb, firstLoadJsExceptionsKb, pageKindMeaning } from './budgets'

/**
 * Writes the README's table of first-load JS budgets from budgets.ts; with `--check`, writes
 * nothing and fails while the table differs. `npm run codegen` and `npm run check:codegen` run it
 * after codegen proper (codegen/ imports nothing of scripts/, eslint.config.js).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const file = path.join(root, README_FILE)
const readme = await readFile(file, 'utf8')
const wanted = readmeWithBudgets(readme, { byKind: firstLoadJsBudgetKb, kindMeaning: pageKindMeaning, exceptions: firstLoadJsExceptionsKb })

if (wanted === readme) {
  console.log(`budgets: the ${README_FILE} table is up to date`)
} else if (process.argv.includes('--check')) {
  console.error(`stale: run npm run codegen\n  ${README_FILE} (its budget table differs from scripts/bench/budgets.ts)`)
  process.exitCode = 1
} else {
  await writeFile(file, wanted)
  console.log(`budgets: ${README_FILE} table written`)
}
