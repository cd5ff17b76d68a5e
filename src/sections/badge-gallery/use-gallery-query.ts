import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { components } from '../../generated/api.gen'
import { listBadgeGallery } from '../../generated/operations/list-badge-gallery.gen'
import { afterNextPaint } from '../../lib/after-next-paint'
import { useHydrated } from '../../lib/use-hydrated'

export type Category = components['schemas']['GalleryCategoryFilter']

/** The tab shown when the URL names none, and before hydration: the contract's default. */
const defaultCategory: Category = listBadgeGallery.query.category.default

/**
 * The gallery's query (docs/rules/gallery.md §4.3): `category` and `search` live in the URL. A tab
 * is a new history entry and clears the search; typing replaces the current entry, so Back
 * does not step through keystrokes. Neither resets the scroll position. The typed text is kept
 * here as well, so filtering never waits for the router; a URL change that did not come from
 * typing (Back, Forward, a link) replaces it. Before hydration the page shows its address's
 * category (each has its own prerendered document) and no search (no document has one).
 */
export function useGalleryQuery() {
  const hydrated = useHydrated()
  const query = useRouterState({ select: (state) => state.matches.at(-1)?.search ?? {} }) as { category?: Category; search?: string }
  // Each category is prerendered at its own address (src/lib/list-documents.ts): the HTML holds
  // the address's category, so the first render shows it too. The search is never in the HTML.
  const urlCategory: Category = query.category ?? defaultCategory
  // A tab shows as chosen in the paint that follows the press; the router follows after that
  // paint (its navigation re-renders the page and starts the list's load; docs/performance.md,
  // interactions).
  const [chosen, setChosen] = useState<Category | null>(null)
  useEffect(() => setChosen(null), [urlCategory])
  const category = chosen ?? urlCategory
  const urlSearch = hydrated ? (query.search ?? '') : ''
  const { navigate } = useRouter()
  const [text, setText] = useState(urlSearch)
  const typed = useRef(new Set<string>())

  useEffect(() => {
    if (typed.current.has(urlSearch)) {
      // The router caught up with the visitor's typing; older values may still arrive.
      if (urlSearch === text) typed.current.clear()
      return
    }
    setText(urlSearch)
    // Runs on a URL change only (not on `text`): the visitor's own typing never overwrites itself.
  }, [urlSearch])

  // After the paint of what the visitor did (the letter typed, the tab chosen), as above.
  const go = (search: { category?: Category; search: string }, replace: boolean) =>
    afterNextPaint(() => void navigate({ to: '.', search: (prev) => ({ ...prev, ...search }), replace, resetScroll: false }))

  return {
    category,
    text,
    setText(value: string) {
      typed.current.add(value)
      setText(value)
      go({ search: value }, true)
    },
    selectCategory(next: Category) {
      typed.current.clear()
      setText('')
      setChosen(next)
      go({ category: next, search: '' }, false)
    },
    /** The same search in every category: a new history entry, as a tab is, but the text stays. */
    searchAll() {
      setChosen('all')
      go({ category: 'all', search: text }, false)
    },
  }
}
