import type { Page } from '@playwright/test'
import { issuanceWords } from '../words'

/**
 * Line breaks a Korean or English reader would choose (docs/decisions/line-breaks.md), on every
 * page in both languages at 320, 375 and 1440 px, as the page walk (every-page.spec.ts) shows the
 * loaded page at those widths; lines are read from the layout (Range.getClientRects).
 *
 * What counts:
 * - Headings, h1 to h3 in <main>, and a hero's label (the paragraph just before an h1). Their
 *   last line must not be an orphan a reader would move: in English, one short word alone on the
 *   last line (under 40% of the heading's longest line) of a heading of four words or more (a
 *   heading of two or three words broken in two has one word on some line whichever way, and a
 *   long last word such as "micro-degrees" is no orphan); in Korean, one eojeol (word unit) of fewer than three characters alone on it
 *   (the issue's "단계"), whatever the heading's length. Either counts only when the word before
 *   would have fitted on the last line with it (two long words in a narrow card have no better
 *   break). Paragraphs are left to `text-wrap: pretty` (src/styles/global.css.ts), not checked.
 *   Badge names in the gallery's results (the issuers' own data from the API, in a tab panel)
 *   are left out: no manifest text or style of ours decides them.
 * - Compounds that must never break, anywhere in <main>: a line break inside one fails. The list is
 *   written out here from the issues (19; 31: "더 안전하고", a one-syllable adverb left at a
 *   line's end), not imported from the code that holds them together.
 *   Known exception, to be held by a follow-up: the issuance form's privacy notice is an interface
 *   string (src/i18n), which codegen does not write; the manifest's texts are all held. Its
 *   sentence is read from the dictionary, so the exception follows a change of its words.
 */
const notYetHeld = [issuanceWords.eng.privacy.purpose]
const compounds = ['위·변조', '「개인정보 보호법」의', 'e-mail', '더 안전하고'] as const
export const lineBreakWidths = [1440, 375, 320] as const

export type LineBreakFinding = { width: number; problem: string; text: string; lastLine?: string }

/** In the page: the orphans of headings and the broken compounds at the current width. */
function measure(args: { korean: boolean; compounds: readonly string[]; notYetHeld: readonly string[] }): Omit<LineBreakFinding, 'width'>[] {
  const findings: Omit<LineBreakFinding, 'width'>[] = []
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect()
    // Visually hidden text (1 px boxes) and closed parts (no box) are not read as lines.
    return box.width > 8 && box.height > 8 && getComputedStyle(el).visibility !== 'hidden'
  }
  /** The words of an element (split at spaces), each with the top of its first and last box. */
  const words = (root: Element) => {
    const found: { text: string; tops: number[]; width: number }[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? ''
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const rects = [...range.getClientRects()].filter((r) => r.width > 0)
        const tops = rects.map((r) => Math.round(r.top + r.height / 2))
        if (tops.length > 0) found.push({ text: match[0], tops, width: rects.reduce((sum, r) => sum + r.width, 0) })
      }
    }
    return found
  }
  const headings = [...document.querySelectorAll('main h1, main h2, main h3')].filter((h) => !h.closest('[role="tabpanel"]'))
  const labels = [...document.querySelectorAll('main h1')].map((h) => h.previousElementSibling).filter((el): el is Element => el?.tagName === 'P')
  for (const el of [...headings, ...labels]) {
    if (!shown(el)) continue
    const list = words(el)
    if (list.length < 2) continue
    const lineOf = (w: { tops: number[] }) => w.tops[w.tops.length - 1]!
    const last = lineOf(list[list.length - 1]!)
    // Words whose boxes sit on the last line's middle, give or take half a line.
    const onLast = list.filter((w) => w.tops.some((top) => Math.abs(top - last) < 6))
    const lines = new Set(list.flatMap((w) => w.tops.map((t) => Math.round(t / 6)))).size
    if (lines < 2 || onLast.length !== 1) continue
    const index = list.indexOf(onLast[0]!)
    const lastLine = onLast[0]!.text
    const longest = Math.max(...[...el.getClientRects()].map((r) => r.width), ...list.map((w) => w.width))
    const lineWidths = new Map<number, number>()
    for (const w of list) for (const top of w.tops) lineWidths.set(top, (lineWidths.get(top) ?? 0) + w.width)
    const widest = Math.min(longest, Math.max(...lineWidths.values()))
    const orphan = args.korean ? [...lastLine.replace(/[^\p{L}\p{N}]/gu, '')].length < 3 : list.length >= 4 && onLast[0]!.width < 0.4 * widest
    // Avoidable only if the word before could have come down with it: two long words that do not
    // fit on one line together (a two-word badge name in a narrow card) have no better break.
    const box = (i: number) => list[i]!.width
    const style = getComputedStyle(el)
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    const together = box(index - 1) + box(index) + parseFloat(style.fontSize) * 0.35
    if (orphan && together <= room) findings.push({ problem: `${el.tagName.toLowerCase()} ends in an orphan`, text: el.textContent ?? '', lastLine })
  }
  // Compounds: each occurrence in <main>'s text, as one range across text nodes if need be.
  const main = document.querySelector('main')
  if (main) {
    const nodes: { node: Text; start: number }[] = []
    let all = ''
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      nodes.push({ node, start: all.length })
      all += node.nodeValue ?? ''
    }
    const at = (offset: number) => {
      const found = nodes.findLast((n) => n.start <= offset)!
      return [found.node, offset - found.start] as const
    }
    for (const compound of args.compounds) {
      for (let index = all.indexOf(compound); index >= 0; index = all.indexOf(compound, index + 1)) {
        const range = document.createRange()
        range.setStart(...at(index))
        range.setEnd(...at(index + compound.length - 1))
        range.setEnd(range.endContainer, range.endOffset + 1)
        const parent = range.commonAncestorContainer.parentElement ?? main
        const block = parent.closest('p, li, h1, h2, h3, h4, dd, dt, td, th, span, a, div') ?? parent
        if (!shown(block) || args.notYetHeld.some((text) => block.textContent?.includes(text))) continue
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round((r.top + r.height / 2) / 4)))
        if (tops.size > 1) findings.push({ problem: `"${compound}" broken across lines`, text: all.slice(Math.max(0, index - 30), index + compound.length + 30) })
      }
    }
  }
  return findings
}

/**
 * The findings on the page as it is laid out now, at `width` (one of `lineBreakWidths`, shown and
 * two frames past: the resize's layout, then text-wrap's balancing in it), read as Korean or
 * English text. The page walk reads them in its layout pass, at the screens it shows anyway.
 */
export async function lineBreaksAt(page: Page, korean: boolean, width: number): Promise<LineBreakFinding[]> {
  await page.evaluate(() => document.fonts.ready)
  return (await page.evaluate(measure, { korean, compounds, notYetHeld })).map((f) => ({ width, ...f }))
}
