/**
 * The width check's measurements (docs/testing.md): one function that runs inside the page
 * (Playwright serialises it, so it closes over nothing) at the viewport's current width and
 * returns what a reader would see broken there. The page walk (page-walk/width-walk.ts) runs it
 * over every page at every width, widths.spec.ts on a fixture page that breaks each rule, so both
 * go through this one function.
 *
 * - **word split**: a word of a heading (card titles are headings), a menu item, a button (or a
 *   link drawn as one), a tab or chip, or a short label is cut inside itself: its text range has
 *   line boxes on two lines. Words are the runs between spaces; a break right after a hyphen,
 *   slash, dash, middle dot, soft hyphen or zero-width space is a break a reader accepts, so each piece
 *   between those is measured on its own.
 * - **narrow column**: a block holding more than 8 characters of text is narrower than 8
 *   characters of its own font (a Hangul syllable for Korean text, the font's "0" otherwise).
 * - **middle dot**: a line begins with "·" (the list separator belongs to the line before).
 * - **particle**: a line begins with a Korean particle or ending (에, 을, 를, 은, 는, 이, 가, 의, 로,
 *   와, 과, 도, 만, 까지, 부터) right after a digit or a closing bracket or quote: "18:00(GMT+9)" at
 *   a line's end and "에 마감되었습니다" on the next.
 * - **overflow**: the document scrolls sideways, or an element reaches past the viewport's sides
 *   with no ancestor clipping or scrolling it.
 * - **orphan** (only when `args.orphans`: the tablet widths): a list laid out as
 *   a grid of cards ends in a row holding one card, under rows of two or more, and that card does
 *   not take the row's width (a lone card centred under a full row reads as one left behind). A
 *   list whose length is its data's (`data-length="from-data"`, the gallery's results) ends where
 *   its data ends, and is not held to it.
 * - **focus covered** (only when `args.focus`): every focusable element in turn, in document
 *   order (the tab order: the site sets no positive tabindex), is focused as Tab would (the
 *   browser scrolls it into view) and hit-tested at its centre and its four quarter points; the
 *   topmost element there must be it, inside it or around it. Then again backwards from the
 *   page's end, as Shift+Tab moves: there an element above the screen comes in at the top edge,
 *   under a sticky header unless the page's scroll-padding keeps it clear (WCAG 2.2, 2.4.11).
 *   Within an open modal dialog or the drawer only their controls count (the page behind is inert).
 * - **empty column** (only when `args.columns`: the desktop widths): of two columns side by side
 *   in the main part (a grid or a flex row of two blocks, each at least a quarter of the
 *   viewport's width; lists of cards are the orphan rule's), the shorter one's content ends
 *   before half the taller one's, below a taller one of at least 400 px: a column left more than
 *   half empty. A column that stays in view as the page scrolls (`position: sticky`) carries its
 *   weight beside the other, and is not held to it.
 */
export type WidthRule = 'word split' | 'narrow column' | 'middle dot' | 'particle' | 'overflow' | 'orphan' | 'focus covered' | 'empty column'
export type WidthProblem = { rule: WidthRule; element: string; text: string; detail: string }

export type WidthCheckArgs = { focus: boolean; orphans?: boolean; columns?: boolean }

/** Runs in the page. Keep it self-contained: no imports, no outer variables. */
export function checkWidth(args: WidthCheckArgs): WidthProblem[] {
  const problems: WidthProblem[] = []
  const viewportWidth = document.documentElement.clientWidth
  type Box = { left: number; top: number; right: number; bottom: number }

  /** A short selector: the nearest landmark, then the element's tag and its first class. */
  const selectorOf = (el: Element): string => {
    const own = `${el.tagName.toLowerCase()}${el.classList[0] ? `.${el.classList[0]}` : ''}`
    const landmark = el.parentElement?.closest('header, nav, main > *, footer, dialog, aside, [role="dialog"]')
    if (!landmark) return own
    const name = `${landmark.tagName.toLowerCase()}${landmark.classList[0] ? `.${landmark.classList[0]}` : ''}`
    return `${name} ${own}`
  }
  const textOf = (el: Element) => (el.textContent ?? '').replace(/[\s\u2060]+/g, ' ').trim().slice(0, 60)
  const report = (rule: WidthProblem['rule'], el: Element, detail: string) => problems.push({ rule, element: selectorOf(el), text: textOf(el), detail })

  // Nothing changes style while this runs: each element's style and visibility is read once.
  const styles = new Map<Element, CSSStyleDeclaration>()
  const styleOf = (el: Element) => {
    let s = styles.get(el)
    if (!s) styles.set(el, (s = getComputedStyle(el)))
    return s
  }
  /** The part of `box` that the element's clipping or scrolling ancestors let show. */
  const visiblePart = (el: Element, box: Box): Box => {
    let shown = box
    for (let a = el.parentElement; a && a !== document.documentElement && a !== document.body; a = a.parentElement) {
      const s = styleOf(a)
      if (s.position === 'fixed') break
      const clipsX = s.overflowX !== 'visible'
      const clipsY = s.overflowY !== 'visible'
      if (!clipsX && !clipsY) continue
      const r = a.getBoundingClientRect()
      shown = {
        left: clipsX ? Math.max(shown.left, r.left) : shown.left,
        right: clipsX ? Math.min(shown.right, r.right) : shown.right,
        top: clipsY ? Math.max(shown.top, r.top) : shown.top,
        bottom: clipsY ? Math.min(shown.bottom, r.bottom) : shown.bottom,
      }
    }
    return shown
  }
  const clipped = (el: Element, box: Box): boolean => {
    const shown = visiblePart(el, box)
    return shown.right - shown.left <= 0.5 || shown.bottom - shown.top <= 0.5
  }
  const shownCache = new Map<Element, boolean>()
  const isShown = (el: Element): boolean => {
    let shown = shownCache.get(el)
    if (shown === undefined) shownCache.set(el, (shown = isShownNow(el)))
    return shown
  }
  const isShownNow = (el: Element): boolean => {
    if (el.closest('[hidden], [inert], dialog:not([open]), script, style, noscript, template, svg')) return false
    const s = styleOf(el)
    if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) return false
    const r = el.getBoundingClientRect()
    // Screen-reader-only text is clipped to a pixel on purpose.
    if (r.width <= 2 || r.height <= 2) return false
    if (s.clip === 'rect(0px, 0px, 0px, 0px)' || /inset\(50%/.test(s.clipPath)) return false
    return !clipped(el, r)
  }

  const modal = [...document.querySelectorAll('dialog[open]')].find((d) => d.matches(':modal'))
  const drawer = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].find(isShown)
  const scope: Element = modal ?? drawer ?? document.body

  /** The lines a text range lies on: its boxes' vertical middles, boxes of one line merged. */
  const linesOf = (range: Range): number => {
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5)
    const lines: DOMRect[] = []
    for (const r of rects) if (!lines.some((l) => r.top + r.height / 2 > l.top && r.top + r.height / 2 < l.bottom)) lines.push(r)
    return lines.length
  }

  // Word splits in the text a reader takes in at a glance.
  const unbreakable = 'h1, h2, h3, h4, h5, h6, button, [role="tab"], [role="menuitem"], header a, nav a, label, dt, th, figcaption'
  const buttonShaped = (el: Element) => {
    const s = styleOf(el)
    return !/rgba\(0, 0, 0, 0\)|transparent/.test(s.backgroundColor) || parseFloat(s.borderTopWidth) > 0 || parseFloat(s.borderBottomWidth) > 1
  }
  const targets = new Set([...scope.querySelectorAll(unbreakable)].filter(isShown))
  for (const link of scope.querySelectorAll('a[href]')) if (!targets.has(link) && buttonShaped(link) && isShown(link)) targets.add(link)
  // A chip: a short label set on a fill of its own.
  for (const span of scope.querySelectorAll('span')) {
    if (targets.has(span) || span.children.length > 0 || (span.textContent ?? '').trim().length > 24) continue
    if (!/rgba\(0, 0, 0, 0\)|transparent/.test(styleOf(span).backgroundColor) && isShown(span)) targets.add(span)
  }
  const split = new Set<Element>()
  for (const el of targets) {
    if ([...targets].some((t) => t !== el && t.contains(el) && split.has(t))) continue
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !isShown(parent)) continue
      const value = node.nodeValue ?? ''
      // Pieces between spaces and between the breaks a reader accepts inside a word.
      for (const match of value.matchAll(/[^\s/·\u2010-\u2014\u00ad\u200b-]+[/·\u2010-\u2014\u00ad\u200b-]?/g)) {
        const piece = match[0].replace(/[/·\u2010-\u2014\u00ad\u200b-]$/, '')
        if ([...piece.replace(/\u2060/g, '')].length < 2) continue
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + piece.length)
        if (linesOf(range) > 1) {
          split.add(el)
          report('word split', el, `"${piece.replace(/\u2060/g, '')}" is broken across lines`)
          break
        }
      }
      if (split.has(el)) break
    }
  }

  // Narrow columns, and lines that begin with a middle dot or a loose particle.
  const charWidths = new Map<string, number>()
  const canvas = document.createElement('canvas').getContext('2d')
  const charWidth = (font: string, sample: string): number => {
    const key = `${sample}|${font}`
    let width = charWidths.get(key)
    if (width === undefined && canvas) {
      canvas.font = font
      width = canvas.measureText(sample).width
      charWidths.set(key, width)
    }
    return width ?? 8
  }
  /** The box whose lines a text lies on: the nearest ancestor that is not laid out inline. */
  const blockOf = (el: Element): Element => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) if (!/^(inline|contents)$/.test(styleOf(a).display)) return a
    return document.body
  }
  /** Per block: the visible characters laid in it and its text's line boxes. */
  const columns = new Map<Element, { chars: number; boxes: DOMRect[] }>()
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.nodeValue ?? ''
    const parent = node.parentElement
    if (!parent || !value.trim() || !isShown(parent)) continue
    const block = blockOf(parent)
    const range = document.createRange()
    range.selectNodeContents(node)
    const column = columns.get(block) ?? { chars: 0, boxes: [] }
    column.chars += [...value.replace(/[\s\u2060]/g, '')].length
    column.boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0.5))
    columns.set(block, column)
    for (const match of value.matchAll(/·/g)) {
      const before = value.slice(0, match.index).search(/\S\s*$/)
      if (before < 0) continue
      const dot = document.createRange()
      dot.setStart(node, before)
      dot.setEnd(node, match.index + 1)
      if (linesOf(dot) > 1) report('middle dot', block, `a line begins with "·" (after "${value.slice(Math.max(0, before - 12), before + 1).trim()}")`)
    }
    for (const match of value.matchAll(/[0-9)\]」』〉》”’]\u2060?(?=까지|부터|[에을를은는이가의로와과도만])/g)) {
      const joint = document.createRange()
      joint.setStart(node, match.index)
      joint.setEnd(node, match.index + match[0].length + 1)
      if (linesOf(joint) > 1) report('particle', block, `a line begins with "${value.slice(match.index + match[0].length, match.index + match[0].length + 2)}" after "${value.slice(Math.max(0, match.index - 12), match.index + 1).trim()}"`)
    }
  }
  // A column is narrow when its text has to wrap in it (one line is as wide as it needs).
  for (const [block, { chars, boxes }] of columns) {
    if (chars <= 8) continue
    const lines: DOMRect[] = []
    for (const r of boxes) if (!lines.some((l) => r.top + r.height / 2 > l.top && r.top + r.height / 2 < l.bottom)) lines.push(r)
    if (lines.length < 2) continue
    const s = styleOf(block)
    const hangul = /[\uac00-\ud7a3]/.test(block.textContent ?? '')
    const font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`
    const eight = 8 * charWidth(font, hangul ? '가' : '0')
    const column = block.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)
    if (block.clientWidth > 0 && column < eight - 0.5) report('narrow column', block, `${Math.round(column)} px wide, under 8 characters (${Math.round(eight)} px)`)
  }

  // Sideways overflow: the document's, and the outermost elements that cause it.
  const scrollWidth = document.documentElement.scrollWidth
  const overflowing = [...document.body.querySelectorAll('*')].filter((el) => {
    const r = el.getBoundingClientRect()
    if (r.right <= viewportWidth + 1 && r.left >= -1) return false
    if (!isShown(el) || styleOf(el).position === 'fixed') return false
    // A row that scrolls inside its own box (the gallery's tabs) overflows nothing.
    const shown = visiblePart(el, r)
    return shown.right > viewportWidth + 1 || shown.left < -1
  })
  const culprits = overflowing.filter((el) => !overflowing.includes(el.parentElement as Element)).slice(0, 3)
  for (const el of culprits) {
    const r = visiblePart(el, el.getBoundingClientRect())
    report('overflow', el, `spans x ${Math.round(r.left)}..${Math.round(r.right)} of a ${viewportWidth} px viewport`)
  }
  if (scrollWidth > viewportWidth + 1 && culprits.length === 0) report('overflow', document.documentElement, `the document is ${scrollWidth} px wide in a ${viewportWidth} px viewport`)

  // Orphans: the last row of a grid of cards (its items grouped by their top edge).
  if (args.orphans) {
    for (const list of scope.querySelectorAll('ul, ol')) {
      if (styleOf(list).display !== 'grid' || list.matches('[data-length="from-data"]') || !isShown(list)) continue
      const cards = [...list.children].filter(isShown)
      if (cards.length < 3) continue
      const rows = new Map<number, Element[]>()
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top)
        rows.set(top, [...(rows.get(top) ?? []), card])
      }
      const lines = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row)
      const last = lines.at(-1)!
      if (lines.length < 2 || last.length !== 1 || lines[0]!.length < 2) continue
      const s = styleOf(list)
      const room = list.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)
      const width = last[0]!.getBoundingClientRect().width
      if (width < 0.9 * room) report('orphan', last[0]!, `alone in the last row under rows of ${lines[0]!.length} (${cards.length} cards), ${Math.round(width)} of ${Math.round(room)} px wide`)
    }
  }

  // Empty columns: two blocks side by side in the main part, one's content ending early.
  if (args.columns && scope === document.body) {
    /** How tall the content of `el` is: the boxes of everything in it, not its own (a stretched grid item's). */
    const contentHeight = (el: Element): number => {
      // A picture (an img, an svg) is its own content.
      if (el.childNodes.length === 0 || el instanceof SVGElement) return el.getBoundingClientRect().height
      const range = document.createRange()
      range.selectNodeContents(el)
      return range.getBoundingClientRect().height
    }
    const sticky = (el: Element): boolean => styleOf(el).position === 'sticky' || [...el.children].some((c) => styleOf(c).position === 'sticky' && isShown(c))
    for (const row of document.querySelectorAll('main *')) {
      const s = styleOf(row)
      if (!/^(grid|flex)$/.test(s.display) || (s.display === 'flex' && !s.flexDirection.startsWith('row')) || row.matches('ul, ol') || !isShown(row)) continue
      const columns = [...row.children].filter((c) => isShown(c) && !/^(absolute|fixed)$/.test(styleOf(c).position))
      if (columns.length !== 2) continue
      const [a, b] = columns.map((c) => c.getBoundingClientRect()) as [DOMRect, DOMRect]
      const sideBySide = Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top) && (a.right <= b.left + 1 || b.right <= a.left + 1)
      if (!sideBySide || Math.min(a.width, b.width) < viewportWidth / 4) continue
      const [short, tall] = columns.map((el) => ({ el, height: contentHeight(el) })).sort((x, y) => x.height - y.height) as [{ el: Element; height: number }, { el: Element; height: number }]
      if (tall.height < 400 || short.height >= tall.height / 2 || sticky(short.el)) continue
      report('empty column', short.el, `${Math.round(short.height)} px of content beside ${Math.round(tall.height)} px`)
    }
  }

  // Focus covered: each focusable element focused in turn and hit-tested where it is drawn.
  if (args.focus) {
    const root = document.documentElement
    const behaviour = root.style.scrollBehavior
    // Tab scrolls at once; a smooth scroll (should a page ask for one) would not have moved yet when measured.
    root.style.scrollBehavior = 'auto'
    const before = document.activeElement
    const scrollY = window.scrollY
    const focusable = [...scope.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])')]
      .filter((el) => el.tabIndex >= 0 && isShown(el))
    /** The element the focused `el` is under where it is drawn, if any: hit-tested at its centre and four quarter points. */
    const covererOf = (el: HTMLElement): Element | null => {
      // An inline link that wraps: its first line box is what a reader sees first.
      const boxes = [...el.getClientRects()].filter((r) => r.width > 4 && r.height > 4)
      const r = boxes.reduce<DOMRect | undefined>((a, b) => (a && a.width * a.height >= b.width * b.height ? a : b), undefined)
      if (!r) return null
      const points = [
        [0.5, 0.5],
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ].map(([x, y]) => [r.left + r.width * x!, r.top + r.height * y!] as const)
      const coverers = points.map(([x, y]) => {
        if (x < 0 || y < 0 || x > viewportWidth || y > window.innerHeight) return null
        const hit = document.elementFromPoint(x, y)
        if (!hit || el.contains(hit) || hit.contains(el)) return null
        if (hit instanceof HTMLLabelElement && hit.control === el) return null
        return hit
      })
      return coverers[0] ?? (coverers.filter(Boolean).length >= 2 ? (coverers.find(Boolean) ?? null) : null)
    }
    // Forward, as Tab moves from the top.
    for (const el of focusable) {
      el.focus({ focusVisible: true } as FocusOptions)
      if (document.activeElement !== el) continue
      const coverer = covererOf(el)
      if (coverer) report('focus covered', el, `covered by ${selectorOf(coverer)} "${textOf(coverer).slice(0, 30)}"`)
    }
    // Backward, as Shift+Tab moves from the end: an element above the screen is scrolled to the
    // nearest edge, the top, where a sticky header is (what the page's scroll-padding keeps clear).
    const covered = new Set(problems.filter((p) => p.rule === 'focus covered').map((p) => p.element + p.text))
    window.scrollTo({ top: root.scrollHeight, behavior: 'instant' })
    for (const el of focusable.toReversed()) {
      el.focus({ focusVisible: true, preventScroll: true } as FocusOptions)
      if (document.activeElement !== el) continue
      el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' })
      const coverer = covererOf(el)
      if (coverer && !covered.has(selectorOf(el) + textOf(el))) report('focus covered', el, `covered by ${selectorOf(coverer)} "${textOf(coverer).slice(0, 30)}" (Shift+Tab)`)
    }
    if (before instanceof HTMLElement) before.focus({ preventScroll: true })
    else (document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo({ top: scrollY, behavior: 'instant' })
    root.style.scrollBehavior = behaviour
  }
  return problems
}
