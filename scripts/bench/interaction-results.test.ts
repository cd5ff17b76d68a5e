import { describe, expect, it } from 'vitest'
import { maxInteractionMs } from './budgets'
import { formatInteractionSummary, formatInteractionTable, interactionResult } from './interaction-results'

const runs = (...ms: number[]) => ms.map((m) => ({ ms: m }))

describe('interaction results', () => {
  it('judges the median of the runs, not the slowest one', () => {
    const result = interactionResult('gallery tab', '/kor/openbadge/badge-list', runs(24, maxInteractionMs + 40, 32, 40, 16))
    expect(result.medianMs).toBe(32)
    expect(result.breached).toBe(false)
    expect(formatInteractionSummary([result])).toBe(`Every interaction within ${maxInteractionMs} ms (1 measured).`)
  })

  it('marks a median over budget and lists it with the failed runs', () => {
    const slow = interactionResult('contact empty submit', '/kor/contact-us', [...runs(maxInteractionMs + 8, maxInteractionMs + 16), { error: 'timed out' }])
    expect(slow.medianMs).toBe(maxInteractionMs + 12)
    expect(slow.breached).toBe(true)
    const table = formatInteractionTable([slow])
    expect(table).toContain(`${maxInteractionMs + 12} ✗`)
    expect(table).toContain(`${maxInteractionMs + 8}-${maxInteractionMs + 16}`)
    expect(table).toContain('2/3')
    expect(formatInteractionSummary([slow]).split('\n')).toEqual([
      '1 of 1 interactions over budget:',
      `  contact empty submit (/kor/contact-us): median ${maxInteractionMs + 12} ms > ${maxInteractionMs} ms`,
      '  contact empty submit (/kor/contact-us) run 3: timed out',
    ])
  })

  it('has no median, and no breach, when every run failed', () => {
    const failed = interactionResult('drawer opens', '/kor', [{ error: 'no dialog' }])
    expect(failed.medianMs).toBeUndefined()
    expect(failed.breached).toBe(false)
    expect(formatInteractionTable([failed])).toContain('0/1')
  })
})
