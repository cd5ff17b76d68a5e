import { useRef, type KeyboardEvent } from 'react'
import { listBadgeGallery } from '../../generated/operations/list-badge-gallery.gen'
import type { Category } from './use-gallery-query'
import * as styles from './badge-gallery.css'

/** One tab per value of the read's `category` parameter, in the contract's order. */
const categories: readonly Category[] = listBadgeGallery.query.category.values
export const tabId = (category: Category) => `gallery-tab-${category}`
export const panelId = 'gallery-panel'

type Props = { label: string; labels: Record<Category, string>; selected: Category; onSelect: (category: Category) => void }

/**
 * The category tabs (WAI-ARIA tabs, manual activation): arrow keys, Home and End move the focus,
 * Enter, Space or a click selects, since each selection loads a list from the API.
 */
export function GalleryTabs({ label, labels, selected, onSelect }: Props) {
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = categories.indexOf(event.currentTarget.dataset.category as Category)
    const last = categories.length - 1
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = categories[(target + categories.length) % categories.length]!
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(next)}`)?.focus()
  }
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} ref={list}>
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          role="tab"
          id={tabId(category)}
          data-category={category}
          aria-selected={category === selected}
          aria-controls={panelId}
          tabIndex={category === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => category !== selected && onSelect(category)}
          onKeyDown={onKeyDown}
        >
          {labels[category]}
        </button>
      ))}
    </div>
  )
}
