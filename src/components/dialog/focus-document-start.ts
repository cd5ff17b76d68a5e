/**
 * Puts focus at the very start of the page, where a visitor who has not acted yet would begin:
 * the next Tab reaches the skip link, then the header. For a dialog that opened by itself (the
 * home page's on-load popup): without this, focus would fall back to where the dialog sat in the
 * document, the end of the page. The body takes focus only for this moment (its tabindex goes
 * when it loses focus), and draws no ring (`dialog.css.ts`).
 */
export function focusDocumentStart(): void {
  const body = document.body
  body.tabIndex = -1
  body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true })
  body.focus({ preventScroll: true })
}
