import type { SectionProps } from '../section-props'
import { visuallyHidden } from '../../styles/shared.css'
import type { useGalleryQuery } from './use-gallery-query'
import * as styles from './badge-gallery.css'

type Props = { section: SectionProps<'badge-gallery'>['section']; query: ReturnType<typeof useGalleryQuery>; onSearch: () => void }

/**
 * The search box, its clear button and its button. Without scripts the form is sent as the
 * address's query (`?category=…&search=…`), and the category's prerendered document answers it
 * (src/lib/list-documents.ts); with them the list filters as the visitor types, and sending
 * changes nothing but the focus (`onSearch`).
 */
export function GallerySearch({ section, query, onSearch }: Props) {
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        // The list already shows the search: sending takes the visitor to the results.
        event.preventDefault()
        onSearch()
      }}
    >
      <label htmlFor="gallery-search" className={visuallyHidden}>
        {section.searchLabel}
      </label>
      <input type="hidden" name="category" value={query.category} />
      <span className={styles.searchField}>
        <input
          id="gallery-search"
          type="search"
          name="search"
          className={styles.searchInput}
          value={query.text}
          placeholder={section.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => query.setText(event.target.value)}
        />
        {query.text !== '' && (
          <button
            type="button"
            className={styles.clear}
            aria-label={section.clearLabel}
            onClick={(event) => {
              query.setText('')
              event.currentTarget.form?.querySelector<HTMLInputElement>('input[type="search"]')?.focus()
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </span>
      <button type="submit" className={styles.submit}>
        {section.searchButton}
      </button>
    </form>
  )
}
