/**
 * Marks on `<html>` that say a page's own work has happened, as `data-hydrated` says React has
 * hydrated it (root-document.tsx): tests and scripts wait for the mark instead of guessing a
 * delay, and a check that something did not happen is made after the moment it would have.
 * Set in effects, so never in the prerendered HTML.
 */
export const pageMarks = {
  /** The page's popups have been decided from their cookies: one that opens is open (`data-popups-decided`). */
  popupsDecided: 'popupsDecided',
  /** The app banner has had its turn and read its cookie: shown or not, it stays so (`data-app-banner-decided`). */
  appBannerDecided: 'appBannerDecided',
} as const

export type PageMark = (typeof pageMarks)[keyof typeof pageMarks]

/** Sets `mark` on the document. */
export function markPage(mark: PageMark): void {
  document.documentElement.dataset[mark] = 'true'
}

/**
 * Adds a read operation to `data-reads-settled` (ids separated by spaces, `[data-reads-settled~=id]`
 * in CSS) once its answer is shown, or found equal to what the page shows, which then stays.
 */
export function markReadSettled(operationId: string): void {
  const root = document.documentElement
  const settled = new Set((root.dataset.readsSettled ?? '').split(' ').filter(Boolean)).add(operationId)
  root.dataset.readsSettled = [...settled].join(' ')
}
