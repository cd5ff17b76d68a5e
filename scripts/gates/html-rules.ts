/**
 * The W3C Nu HTML checker's JSON output (`vnu.jar --format json`), read and judged: what fails
 * the gate, what is only shown, and the false positives we accept, each with its reason.
 */

/** One message of vnu's JSON format (https://github.com/validator/validator/wiki/Output-%C2%BB-JSON). */
type VnuMessage = {
  /** `error` and `non-document-error` (the file could not be read or parsed at all) fail. */
  type: 'error' | 'non-document-error' | 'info'
  /** `warning` on an `info`; `fatal` on an `error`; `io`, `schema`, `internal` on a non-document error. */
  subType?: string
  url?: string
  message: string
  firstLine?: number
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
  extract?: string
}

/**
 * Messages vnu gets wrong for this site, each with why. A real error is fixed in src/, never
 * listed here. Empty today: the prerendered pages validate as they are.
 */
const knownFalsePositives: { message: RegExp; reason: string }[] = []

type HtmlReport = {
  /** `kor/company/about/index.html: line 1, column 20: message ("…extract…")`, one per error. */
  errors: string[]
  /** Warnings (vnu's `info` with `subType: warning`), grouped by message: shown, never failing. */
  warnings: { message: string; files: string[] }[]
  /** Errors left out as known false positives. */
  ignored: number
}

/**
 * Reads vnu's JSON output (it writes it to stderr) and sorts its messages. `fileOf` turns vnu's
 * `file:` URL into the name the report shows. Throws when the output is not vnu's JSON (the JVM
 * failed to start, say), so a broken run never passes as a clean one.
 */
export function judgeVnuOutput(output: string, fileOf: (url: string) => string, falsePositives = knownFalsePositives): HtmlReport {
  let messages: VnuMessage[]
  try {
    const parsed = JSON.parse(output) as { messages?: unknown }
    if (!Array.isArray(parsed.messages)) throw new Error('no "messages" array')
    messages = parsed.messages as VnuMessage[]
  } catch (error) {
    throw new Error(`vnu did not print its JSON report (${(error as Error).message}); it printed:\n${output.slice(0, 2000)}`)
  }
  const report: HtmlReport = { errors: [], warnings: [], ignored: 0 }
  const warnings = new Map<string, Set<string>>()
  for (const m of messages) {
    const file = m.url ? fileOf(m.url) : '(no file)'
    if (m.type === 'info') {
      if (m.subType === 'warning') warnings.set(m.message, (warnings.get(m.message) ?? new Set()).add(file))
      continue
    }
    if (m.type === 'error' && falsePositives.some((fp) => fp.message.test(m.message))) {
      report.ignored += 1
      continue
    }
    const where = m.lastLine === undefined ? '' : ` line ${m.lastLine}, column ${m.firstColumn ?? m.lastColumn}:`
    const extract = m.extract ? ` (“${m.extract.replace(/\s+/g, ' ').trim()}”)` : ''
    const kind = m.type === 'non-document-error' ? ' could not be checked:' : ''
    report.errors.push(`${file}:${kind}${where} ${m.message}${extract}`)
  }
  report.warnings = [...warnings].map(([message, files]) => ({ message, files: [...files].sort() }))
  return report
}
