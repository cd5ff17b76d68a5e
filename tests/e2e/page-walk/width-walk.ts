import type { Locator, Page } from '@playwright/test'
import { breakpoints } from '../../../manifest/breakpoints'
import { expect } from '../fixtures'
import { checkWidth, type WidthProblem } from '../width-check'
import { knownFailures } from '../widths-known-failures'

/**
 * The width check (docs/testing.md) as the page walk runs it (every-page.spec.ts): the loaded
 * page's tab resized through the widths from 320 to 1440 px in steps of 32 (`walkedWidths`) plus the common
 * devices' widths, one page.evaluate of width-check.ts measuring each (the layout follows the
 * width in CSS alone): no word split inside itself, no text column under 8 characters, no line
 * that begins with "·", no sideways overflow, nothing covering the focused element as one tabs
 * through the page; from a tablet's 768 px up, no grid of cards ending in one card alone; at the
 * desktop's deep widths, no column left more than half empty beside a taller one.
 *
 * The costly parts run at the representative widths only (`deepWidths`): tabbing through every
 * focusable element (for a page in both languages, at some of them in each: `focusWidths`), the
 * page's on-load dialog, and the drawer (below the menu breakpoint, where the header shows its
 * menu button). A finding still to be fixed is listed once in
 * widths-known-failures.ts; each listed finding must still occur, so a fixed one comes off the list.
 */
const stepsFrom = (first: number, step: number) => Array.from({ length: Math.floor((1440 - first) / step) + 1 }, (_, i) => first + i * step)
const devices = [360, 375, 414, 768, 834, 1024, 1280]
export const deepWidths = [320, 375, 768, 1024, 1440]
/**
 * Which steps of 32 px a page's sweep takes: all of them (`'every'`, a page in one language), or
 * every other one when the page exists in both languages, Korean from 320 and English from 352,
 * so that the pair still meets every step, as axe reads such a pair (every-page.spec.ts). A
 * layout defect holds over a band of widths (three cards a row left one alone from 736 to 928 px),
 * which a sweep of 64 px in each language still meets; the sweep was over half of the walk's
 * time (7 to 17 s of a page's 15 to 30). The devices' and the deep widths stay in both.
 */
export type Sweep = 'every' | 'kor' | 'eng'
export function walkedWidths(sweep: Sweep): number[] {
  const steps = sweep === 'every' ? stepsFrom(320, 32) : stepsFrom(sweep === 'kor' ? 320 : 352, 64)
  return [...new Set([...steps, ...devices, ...deepWidths])].sort((a, b) => a - b)
}
/**
 * Where the sweep also tabs through the page (the focus rule, most of a deep width's time: 50 to
 * 350 ms a width against 20 to 50 for the rest): every deep width for a page in one language; for
 * a page in both, a phone, a tablet and the desktop in each, Korean at 320 and 768 px, English at
 * 375 and 1024, both at 1440, so the pair still meets every deep width. The tab order is the
 * document's, the same in both languages; what covers the focus is the header and the bars, whose
 * heights the words move little. The dialog's and the drawer's walks stay at every deep width.
 */
function focusWidths(sweep: Sweep): readonly number[] {
  if (sweep === 'every') return deepWidths
  return sweep === 'kor' ? [320, 768, 1440] : [375, 1024, 1440]
}
/** Grids without orphans at 768 (docs/page-design.md, a grid of cards), and at every width above. */
const orphansFrom = 768
/** Columns that carry their weight on a desktop: at the deep widths from the desktop breakpoint (1024 and 1440). */
const columnsFrom = breakpoints.desktop
const height = 800

export type WidthFinding = { url: string; width: number; state: string; problem: WidthProblem }

/** `deep`: one of the representative widths (the columns rule's, from the desktop up); `focus`: tab through the page there too. */
async function measure(page: Page, url: string, width: number, state: string, deep: boolean, focus = deep): Promise<WidthFinding[]> {
  await page.setViewportSize({ width, height })
  // No frame is waited for: reading a box lays the page out at the new size first.
  const problems = await page.evaluate(checkWidth, { focus, orphans: width >= orphansFrom, columns: deep && width >= columnsFrom })
  return problems.map((problem) => ({ url, width, state, problem }))
}

/** The findings with the on-load dialog open (`dialog` is it), at the representative widths. */
export async function widthsWithDialog(page: Page, url: string): Promise<WidthFinding[]> {
  const findings: WidthFinding[] = []
  for (const width of deepWidths) findings.push(...(await measure(page, url, width, 'dialog open', true)))
  return findings
}

/**
 * The findings at the sweep's widths, then, when `withDrawer`, with the drawer open below the menu
 * breakpoint (the dialog closed). The drawer holds the header's menus, the same on every page of a
 * language (its one mark of where the visitor is, the language switch's, is the language's), so
 * the walk opens it on one page a language (every-page.spec.ts): opened on every page it was a
 * quarter of the width walk's time (0.6 s an opening, four widths a page), to read the same words.
 */
export async function widthsOfPage(page: Page, url: string, sweep: Sweep, withDrawer: boolean): Promise<WidthFinding[]> {
  const findings: WidthFinding[] = []
  for (const width of walkedWidths(sweep)) findings.push(...(await measure(page, url, width, '', deepWidths.includes(width), focusWidths(sweep).includes(width))))
  if (!withDrawer) return findings

  // An event page has no menu: its header is the event's own.
  const drawerId = await page.evaluate(() => document.querySelector('header [role="dialog"][aria-modal="true"]')?.id)
  if (drawerId === undefined) return findings
  const menuButton: Locator = page.locator(`header button[aria-controls="${drawerId}"]`)
  for (const width of deepWidths.filter((w) => w < breakpoints.menu)) {
    await page.setViewportSize({ width, height })
    await menuButton.click()
    const drawer = page.locator('[role="dialog"][aria-modal="true"]')
    await expect(drawer).toBeVisible()
    // Open as a visitor finds it: focus moves in after the drawer's first paint (mobile-drawer.tsx),
    // and the walk below, then Escape, start from there.
    await expect(drawer.getByRole('button').first()).toBeFocused()
    findings.push(...(await measure(page, url, width, 'drawer open', true)))
    await page.keyboard.press('Escape')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  }
  return findings
}

const describe = (f: WidthFinding) => `${f.url} at ${f.width} px${f.state ? ` (${f.state})` : ''}: ${f.problem.rule}: ${f.problem.element} "${f.problem.text}" ${f.problem.detail}`

/** The findings not listed as known, and the known ones of `url` no longer found, as lines. */
export function unexpectedWidthFindings(url: string, findings: WidthFinding[]): { unexpected: string[]; fixed: string[] } {
  const known = knownFailures.filter((k) => k.url === url)
  const matches = (k: (typeof known)[number], f: WidthFinding) => k.width === f.width && k.rule === f.problem.rule && f.problem.text.includes(k.text)
  return {
    unexpected: findings.filter((f) => !known.some((k) => matches(k, f))).map(describe),
    fixed: known.filter((k) => !findings.some((f) => matches(k, f))).map((k) => `${k.url} at ${k.width} px: ${k.rule} "${k.text}"`),
  }
}
