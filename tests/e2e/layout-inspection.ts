/**
 * What a designer checks by eye on every page at every width, measured in the browser: one
 * function that runs inside the page (Playwright serialises it, so it closes over nothing) and
 * returns each problem as a sentence naming the element. The rules, and why each holds:
 *
 * - **overflow**: nothing reaches past the viewport's sides (a phone would scroll sideways), unless
 *   an ancestor clips or scrolls it on purpose (a carousel, a row of chips that scrolls).
 * - **tiny text**: no visible text is set smaller than 12 CSS px (SVG text by its size on screen).
 *   Screen-reader-only text (clipped to a pixel) is not visible and not counted.
 * - **overlap**: no two controls (links, buttons, fields, tabs, labels) cover each other, line box
 *   by line box; with a modal dialog open only the dialog's controls count (the page is inert).
 *   A control on a fixed or sticky bar (the header) is compared with the controls of its bar only:
 *   the page scrolls under the bar by design.
 * - **covered**: a floating element (fixed, smaller than a quarter of the screen: the back-to-top
 *   button, a banner) covers no text and no control at the page's end, nor at its top unless it
 *   is a bar across the whole screen (a bottom bar rides over the page as it scrolls by design;
 *   the page's end must leave it room). Controls on such a bar are judged by this rule alone.
 * - **dialog fit**: an open dialog lies inside the viewport, its title and its actions
 *   (`[data-dialog-actions]`) are fully visible, its button-shaped actions are one row or one
 *   column (never a lone button wrapped under the others; a quiet text action may stand apart),
 *   and content that does not fit scrolls inside it.
 * - **small target**: on a phone (under 768 px), a link or button that stands alone (not a link
 *   inside a sentence, not a form's own control) is at least 44 x 44 px: the size touch platforms
 *   ask for (WCAG 2.2 AA asks for 24, 2.5.8). A control whose `::after` covers a larger area (a
 *   card that is one link) is measured by that area.
 * - **type scale**: no heading is set smaller than a paragraph of its own part of the page (its
 *   card, list item, article, navigation, aside or section: the nearest of these), so a title
 *   never reads under the text it heads.
 * - **grid hole**: a grid (or wrapping row) of cards whose last row is short centres that row,
 *   or it leaves a visible hole; except a list whose length the data decides
 *   (`data-length="from-data"`, a gallery's results), which ends where its data ends.
 */
export type LayoutInspection = { problems: string[] }

/** Runs in the page. Keep it self-contained: no imports, no outer variables. */
export function inspectLayout(): LayoutInspection {
  // Content skipped by `content-visibility: auto` (the gallery's cards, the legal articles) keeps
  // the layout of the width it was last drawn at, and reads back so: after a resize, a card far
  // from the screen reported its issuer link over the next card's picture. It is laid out afresh
  // when it comes near, so the inspection lays everything out while it reads: it judges each part
  // as it will be drawn, wherever the page is scrolled. It does so by each element's own style:
  // the site's CSP blocks a <style> element added here.
  const skippers = [...document.querySelectorAll<HTMLElement>('*')].filter((el) => getComputedStyle(el).contentVisibility === 'auto')
  for (const el of skippers) el.style.contentVisibility = 'visible'
  const problems: string[] = []
  const viewportWidth = document.documentElement.clientWidth
  const viewportHeight = window.innerHeight
  type Box = { left: number; top: number; right: number; bottom: number }

  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase()
    const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.textContent ?? '').trim().replace(/\s+/g, ' ')
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : ''
    return `<${tag}${cls}>${name ? ` "${name.slice(0, 40)}"` : ''}`
  }
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  })
  const isEmpty = (b: Box) => b.right - b.left <= 0.5 || b.bottom - b.top <= 0.5
  const area = (b: Box) => (isEmpty(b) ? 0 : (b.right - b.left) * (b.bottom - b.top))
  const styleOf = (el: Element) => getComputedStyle(el)

  /** The part of `box` (an element's or a line's) that its ancestors let show; empty when hidden. */
  const clipToAncestors = (el: Element, box: Box): Box => {
    let shown = box
    for (let a = el.parentElement; a && a !== document.documentElement && a !== document.body; a = a.parentElement) {
      const s = styleOf(a)
      if (s.position === 'fixed') break
      const clipsX = s.overflowX !== 'visible'
      const clipsY = s.overflowY !== 'visible'
      if (!clipsX && !clipsY) continue
      const r = a.getBoundingClientRect()
      shown = intersect(shown, {
        left: clipsX ? r.left : -Infinity,
        right: clipsX ? r.right : Infinity,
        top: clipsY ? r.top : -Infinity,
        bottom: clipsY ? r.bottom : Infinity,
      })
      if (isEmpty(shown)) return shown
    }
    return shown
  }
  const isRendered = (el: Element): boolean => {
    if (el.closest('[hidden], [inert]')) return false
    const s = styleOf(el)
    if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) return false
    const r = el.getBoundingClientRect()
    // Screen-reader-only text: clipped to a pixel square on purpose.
    if (r.width <= 1 && r.height <= 1) return false
    if (s.clip === 'rect(0px, 0px, 0px, 0px)' || /inset\(50%/.test(s.clipPath)) return false
    return !isEmpty(clipToAncestors(el, r))
  }
  const lineBoxes = (el: Element): Box[] =>
    [...el.getClientRects()].map((r) => clipToAncestors(el, r)).filter((b) => !isEmpty(b))

  const modal = [...document.querySelectorAll('dialog[open]')].find((d) => d.matches(':modal'))
  const scope: ParentNode = modal ?? document

  // Overflow past the viewport's sides.
  const overflowing = [...document.body.querySelectorAll('*')].filter((el) => {
    if (el.closest('dialog:not([open])') || !isRendered(el)) return false
    const shown = clipToAncestors(el, el.getBoundingClientRect())
    return shown.right > viewportWidth + 1 || shown.left < -1
  })
  // Name the outermost culprits only: their children overflow with them.
  for (const el of overflowing.filter((el) => !overflowing.includes(el.parentElement as Element)).slice(0, 3)) {
    const r = clipToAncestors(el, el.getBoundingClientRect())
    problems.push(`overflow: ${describe(el)} spans x ${Math.round(r.left)}..${Math.round(r.right)} of a ${viewportWidth} px viewport`)
  }

  // Text smaller than 12 CSS px.
  const smallText = new Set<Element>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || !node.textContent?.trim() || smallText.has(parent)) continue
    if (parent.closest('script, style, noscript, template, dialog:not([open])') || !isRendered(parent)) continue
    let size = parseFloat(styleOf(parent).fontSize)
    if (parent instanceof SVGGraphicsElement) size *= parent.getScreenCTM()?.a ?? 1
    if (size < 11.95) {
      smallText.add(parent)
      problems.push(`tiny text: ${describe(parent)} is ${size.toFixed(1)} px`)
    }
  }

  // Headings smaller than the text they head.
  const parts = 'li, article, nav, aside, section, dialog, main'
  for (const heading of document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main h4, dialog h2, dialog h3')) {
    if (!isRendered(heading)) continue
    const part = heading.closest(parts)
    if (!part) continue
    const size = parseFloat(styleOf(heading).fontSize)
    // The paragraphs of the heading's own part, not those of a card or item inside it.
    const own = [...part.querySelectorAll('p')].filter((p) => p.closest(parts) === part && isRendered(p))
    const larger = own.find((p) => parseFloat(styleOf(p).fontSize) > size + 0.1)
    if (larger) problems.push(`type scale: ${describe(heading)} is ${size} px over ${describe(larger)} at ${parseFloat(styleOf(larger).fontSize)} px`)
  }

  // Targets under a thumb's size on a phone.
  if (viewportWidth < 768) {
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button')) {
      if (el.closest('form, dialog, [role="dialog"]') || !isRendered(el)) continue
      const s = styleOf(el)
      // A link inside a sentence is sized by the sentence (2.5.8's inline exception).
      const inSentence = s.display === 'inline' && (el.parentElement?.textContent ?? '').trim() !== (el.textContent ?? '').trim()
      if (inSentence) continue
      // A target widened by its `::after` (a card that is one link, a link over a drawn button)
      // is as large as that area: a tap on it is a tap on the link.
      const after = getComputedStyle(el, '::after')
      const widened = after.content !== 'none' && after.position === 'absolute'
      const r = el.getBoundingClientRect()
      const width = Math.max(r.width, widened ? parseFloat(after.width) || 0 : 0)
      const height = Math.max(r.height, widened ? parseFloat(after.height) || 0 : 0)
      if (width < 43.5 || height < 43.5) problems.push(`small target: ${describe(el)} is ${Math.round(width)} x ${Math.round(height)} px`)
    }
  }

  /**
   * The fixed or sticky element a control rides on, if any (an app banner, the back-to-top button,
   * the header): it passes over the page whenever the page is scrolled under it, which a wheel's
   * scroll still running on a busy machine can leave it.
   */
  const floatsAbove = (el: Element): Element | null => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) if (/^(fixed|sticky)$/.test(styleOf(a).position) && !a.matches('dialog')) return a
    return null
  }

  // Controls covering each other.
  const controls = [...scope.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, label, [role="tab"]')].filter(isRendered)
  const placed = controls.map((control) => ({ control, boxes: lineBoxes(control) }))
  for (const [i, { control: a, boxes: aBoxes }] of placed.entries()) {
    for (const { control: b, boxes: bBoxes } of placed.slice(i + 1)) {
      if (a.contains(b) || b.contains(a)) continue
      // A control on a floating bar passes over the page by design: the "covered" rule judges it.
      if (floatsAbove(a) !== floatsAbove(b)) continue
      // A label and the field it names may sit on each other (a checkbox drawn inside its label).
      if (a instanceof HTMLLabelElement && a.control === b) continue
      if (b instanceof HTMLLabelElement && b.control === a) continue
      const hit = aBoxes.some((x) => bBoxes.some((y) => area(intersect(x, y)) > 4))
      if (hit) problems.push(`overlap: ${describe(a)} and ${describe(b)} cover each other`)
    }
  }

  // Floating elements covering text or controls, at the top and at the end of the page.
  const floating = () =>
    [...document.body.querySelectorAll('*')].filter((el) => {
      const s = styleOf(el)
      if (s.position !== 'fixed' || !isRendered(el) || el.closest('dialog')) return false
      const r = el.getBoundingClientRect()
      return r.width * r.height < (viewportWidth * viewportHeight) / 4
    })
  const checkCovered = (where: string) => {
    const floats = floating()
    if (floats.length === 0) return
    const readable: Element[] = [...document.body.querySelectorAll('a[href], button, input, select, textarea, label, p, li, dd, dt, address, h1, h2, h3, h4, span, small')]
      .filter((el) => !floats.some((f) => f.contains(el) || el.contains(f)) && isRendered(el))
    for (const f of floats) {
      const fr = f.getBoundingClientRect()
      // A bar across the whole screen (the app banner) rides over the page as it scrolls, like
      // any bottom bar; what it must not do is hide the page's end, which has to leave it room.
      if (where === 'top of the page' && fr.width >= viewportWidth - 1) continue
      const under = readable.find((el) => lineBoxes(el).some((b) => area(intersect(b, fr)) > 16) && el.children.length === 0)
      if (under) problems.push(`covered (${where}): the floating ${describe(f)} covers ${describe(under)}`)
    }
  }
  if (!modal) {
    const before = window.scrollY
    // 'instant': a smooth scroll (should a page's style ask for one) would not have moved yet.
    window.scrollTo({ top: 0, behavior: 'instant' })
    checkCovered('top of the page')
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
    checkCovered('end of the page')
    window.scrollTo({ top: before, behavior: 'instant' })
  }

  // Open dialogs: inside the viewport, title and actions visible, actions in a row or a column.
  for (const dialog of document.querySelectorAll('dialog[open]')) {
    const r = dialog.getBoundingClientRect()
    if (r.top < -1 || r.left < -1 || r.bottom > viewportHeight + 1 || r.right > viewportWidth + 1) {
      problems.push(`dialog fit: ${describe(dialog)} spans ${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)} in a ${viewportWidth} x ${viewportHeight} viewport`)
    }
    const titleId = dialog.getAttribute('aria-labelledby')
    const title = titleId ? document.getElementById(titleId) : dialog.querySelector('h1, h2, h3')
    const fullyShown = (el: Element) => {
      const box = el.getBoundingClientRect()
      const shown = intersect(clipToAncestors(el, box), { left: 0, top: 0, right: viewportWidth, bottom: viewportHeight })
      return area(shown) >= area(box) - 2
    }
    if (title && !fullyShown(title)) problems.push(`dialog fit: the title ${describe(title)} is not fully visible`)
    const actions = [...dialog.querySelectorAll('[data-dialog-actions] :is(a[href], button)')].filter(isRendered)
    for (const action of actions) if (!fullyShown(action)) problems.push(`dialog fit: the action ${describe(action)} is cut off`)
    // Button-shaped actions (a fill or a border) make the row; a quiet text action ("hide for
    // today" set as a link) may stand apart on a line of its own.
    const shaped = actions.filter((a) => {
      const s = styleOf(a)
      return !/rgba\(0, 0, 0, 0\)|transparent/.test(s.backgroundColor) || parseFloat(s.borderTopWidth) > 0
    })
    const rows = new Set(shaped.map((a) => Math.round(a.getBoundingClientRect().top / 4)))
    if (rows.size > 1 && rows.size < shaped.length) {
      problems.push(`dialog actions: ${shaped.length} actions in ${rows.size} rows (${shaped.map(describe).join(', ')}): one row or one column`)
    }
    // Content taller than the dialog must scroll inside it.
    const scrollsInside = [dialog, ...dialog.querySelectorAll('*')].some((el) => {
      const s = styleOf(el)
      return /auto|scroll/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1
    })
    const content = [...dialog.querySelectorAll('*')].filter(isRendered)
    const cut = content.find((el) => {
      const box = el.getBoundingClientRect()
      return box.bottom > viewportHeight + 1 || box.top < -1
    })
    if (cut && !scrollsInside) problems.push(`dialog fit: ${describe(cut)} lies outside the viewport and the dialog does not scroll`)
  }

  // Card grids with a hole in their last row.
  for (const grid of scope.querySelectorAll('*')) {
    const s = styleOf(grid)
    const wraps = s.display.endsWith('grid') || (s.display.endsWith('flex') && s.flexWrap === 'wrap' && s.flexDirection.startsWith('row'))
    if (!wraps || !isRendered(grid)) continue
    // A list whose length the data decides (a gallery's results) may end in a short row.
    if (grid.matches('[data-length="from-data"]')) continue
    const cards = [...grid.children].filter((c) => isRendered(c) && !/absolute|fixed/.test(styleOf(c).position))
    if (cards.length < 3 || new Set(cards.map((c) => c.tagName)).size > 1) continue
    const rects = cards.map((c) => c.getBoundingClientRect())
    // Cards, not a row of words or chips: boxes of a card's size.
    if (rects.some((r) => r.width < 120 || r.height < 60)) continue
    const rows = new Map<number, DOMRect[]>()
    for (const r of rects) {
      const key = [...rows.keys()].find((top) => Math.abs(top - r.top) < 4) ?? r.top
      rows.set(key, [...(rows.get(key) ?? []), r])
    }
    const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row)
    const first = ordered[0] ?? []
    const last = ordered.at(-1) ?? []
    if (ordered.length < 2 || first.length < 2 || last.length >= first.length) continue
    const g = grid.getBoundingClientRect()
    const padLeft = parseFloat(s.paddingLeft)
    const padRight = parseFloat(s.paddingRight)
    const leftGap = Math.min(...last.map((r) => r.left)) - (g.left + padLeft)
    const rightGap = g.right - padRight - Math.max(...last.map((r) => r.right))
    if (Math.abs(leftGap - rightGap) > 4) {
      problems.push(`grid hole: ${describe(grid)} has ${cards.length} cards in rows of ${first.length}: its last row holds ${last.length} and is not centred`)
    }
  }

  for (const el of skippers) el.style.contentVisibility = ''
  return { problems }
}
