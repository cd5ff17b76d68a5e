import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BUDGET_TABLE_FILE, withBudgetTable } from './budget-table'
import { firstLoadJsBudgetKb, firstLoadJsExceptionsKb, pageKindMeaning } from './budgets'

/**
 * Writes the table of first-load JS budgets in docs/performance.md from budgets.ts; with
 * `--check`, writes nothing and fails while the table differs. `npm run codegen` and
 * `npm run check:codegen` run it after codegen proper (codegen/ imports nothing of scripts/,
 * eslint.config.js).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const file = path.join(root, BUDGET_TABLE_FILE)
const doc = await readFile(file, 'utf8')
const wanted = withBudgetTable(doc, { byKind: firstLoadJsBudgetKb, kindMeaning: pageKindMeaning, exceptions: firstLoadJsExceptionsKb })

if (wanted === doc) {
  console.log(`budgets: the ${BUDGET_TABLE_FILE} table is up to date`)
} else if (process.argv.includes('--check')) {
  console.error(`stale: run npm run codegen\n  ${BUDGET_TABLE_FILE} (its budget table differs from scripts/bench/budgets.ts)`)
  process.exitCode = 1
} else {
  await writeFile(file, wanted)
  console.log(`budgets: ${BUDGET_TABLE_FILE} table written`)
}
