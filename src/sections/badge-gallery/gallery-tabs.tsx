import { useEffect, useRef, type KeyboardEvent } from 'react'
import { listBadgeGallery } from '../../generated/operations/list-badge-gallery.gen'
import { afterNextPaint } from '../../lib/after-next-paint'
import type { Category } from './use-gallery-query'
import * as styles from './badge-gallery.css'

/** One tab per value of the read's `category` parameter, in the contract's order. */
const categories: readonly Category[] = listBadgeGallery.query.category.values
export const tabId = (category: Category) => `gallery-tab-${category}`
export const panelId = 'gallery-panel'

type Props = { label: string; labels: Record<Category, string>; selected: Category; onSelect: (category: Category) => void }

/**
 * The category tabs (WAI-ARIA tabs, manual activation): arrow keys, Home and End move the focus,
 * Enter, Space or a click selects, since each selection loads a list from the API. Each tab is a
 * real link to its category's prerendered document (`?category=C`, src/lib/list-documents.ts),
 * so without scripts a tab opens that category; with them the app shows it in place. On a phone the
 * row scrolls sideways: the tab the arrows move to, and the selected one (from the address, or
 * chosen elsewhere), is brought to the middle of the row. Chromium's focus leaves a tab that is
 * partly in view where it is, and `scrollIntoView` would move the page as well as the row.
 */
export function GalleryTabs({ label, labels, selected, onSelect }: Props) {
  const list = useRef<HTMLDivElement>(null)
  const reveal = (category: Category) => {
    const row = list.current
    const tab = row?.querySelector<HTMLElement>(`#${tabId(category)}`)
    if (!row || !tab) return
    row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2
    return tab
  }
  // After the paint of the chosen tab: its offsets force the row's style and layout, and an
  // effect of a press runs before that paint (6 ms of a 4x-slowed tap; docs/performance.md,
  // interactions).
  useEffect(() => afterNextPaint(() => reveal(selected)), [selected])
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // A link follows Enter by itself; Space selects a tab too.
    if (event.key === ' ') {
      event.preventDefault()
      event.currentTarget.click()
      return
    }
    const index = categories.indexOf(event.currentTarget.dataset.category as Category)
    const last = categories.length - 1
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = categories[(target + categories.length) % categories.length]!
    reveal(next)?.focus()
  }
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} ref={list}>
      {categories.map((category) => (
        <a
          key={category}
          href={`?category=${category}`}
          role="tab"
          id={tabId(category)}
          data-category={category}
          aria-selected={category === selected}
          aria-controls={panelId}
          tabIndex={category === selected ? 0 : -1}
          className={styles.tab}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
            event.preventDefault()
            if (category !== selected) onSelect(category)
          }}
          onKeyDown={onKeyDown}
        >
          {labels[category]}
        </a>
      ))}
    </div>
  )
}
