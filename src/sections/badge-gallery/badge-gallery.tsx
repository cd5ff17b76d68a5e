import { useDeferredValue, useEffect, useMemo, useRef } from 'react'
import { useLL } from '../../app/i18n'
import { ListFailed } from '../../components/list-failed/list-failed'
import { listAction } from '../../components/list-failed/list-failed.css'
import { ListReadAt } from '../../components/list-read-at/list-read-at'
import { LoadingStatus } from '../../components/spinner/loading-status'
import { useHydrated } from '../../lib/use-hydrated'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import { GalleryCard } from './gallery-card'
import { GallerySearch } from './gallery-search'
import { GalleryTabs, panelId, tabId } from './gallery-tabs'
import { useGalleryQuery } from './use-gallery-query'
import * as styles from './badge-gallery.css'

/** Case-insensitive match on title plus issuer name (docs/rules/gallery.md §4.3). */
const matches = (needle: string) => (badge: { badgeTitle: string; issuerName: string }) =>
  `${badge.badgeTitle} ${badge.issuerName}`.toLocaleLowerCase().includes(needle)

/** docs/rules/gallery.md §2.6: category tabs, a search box with a clear button, and the badges as cards. */
export default function BadgeGallerySection({ section, data }: SectionProps<'badge-gallery'>) {
  const LL = useLL()
  const query = useGalleryQuery()
  const hydrated = useHydrated()
  const labels = section.categories
  const opensInNewTab = LL.shell.opensInNewTab()
  // The panel follows a tab or a keystroke a moment later, in a render React may interrupt: the
  // tab, the box and the typed text paint at once, and the 52 cards are not replaced, filtered or
  // removed before that paint (a tab took 80 to 144 ms to paint, 4x slowed: docs/performance.md,
  // interactions).
  const shown = useDeferredValue(data)
  const text = useDeferredValue(query.text)
  const needle = text.trim().toLocaleLowerCase()
  const badges = useMemo(() => (shown.status === 'ready' ? shown.answer.data.filter(matches(needle)) : []), [shown, needle])
  // The same elements while the list is the same, so the render of a tab or a keystroke skips them.
  const cards = useMemo(
    () => badges.map((badge, index) => <GalleryCard key={badge.id} badge={badge} position={index} categoryLabel={labels[badge.category === 'other' ? 'etc' : badge.category]} opensInNewTab={opensInNewTab} />),
    [badges, labels, opensInNewTab],
  )
  // While another category loads, the panel keeps its last height, so the scroll position stays.
  // Read when the list shown changes, not after every render: the render of a tab's press, whose
  // effects run before its paint, would force the page's layout to read it (docs/performance.md,
  // interactions).
  const panel = useRef<HTMLDivElement>(null)
  const shownHeight = useRef(0)
  useEffect(() => {
    if (shown.status === 'ready' && panel.current) shownHeight.current = panel.current.offsetHeight
  }, [shown, badges])
  return (
    <div>
      <div className={styles.controls}>
        <GalleryTabs label={section.tabsLabel} labels={labels} selected={query.category} onSelect={query.selectCategory} />
        <GallerySearch section={section} query={query} onSearch={() => panel.current?.focus()} />
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(query.category)} tabIndex={-1} className={shown.status === 'loading' ? `${styles.panel} ${styles.panelLoading}` : styles.panel}
        ref={panel}
        style={shown.status === 'loading' && shownHeight.current ? { minHeight: shownHeight.current } : undefined}
      >
        {shown.status === 'loading' && <LoadingStatus />}
        {shown.status === 'failed' && <ListFailed retry={shown.retry} />}
        {shown.status === 'ready' && (
          <>
            <p role="status" className={visuallyHidden}>
              {section.resultCount.replace('{count}', String(badges.length))}
            </p>
            {badges.length === 0 ? (
              <div className={styles.message}>
                <p className={styles.messageText}>{needle === '' ? LL.lists.empty() : section.noResults.replace('{search}', text.trim())}</p>
                {needle !== '' && query.category !== 'all' && (
                  <button
                    type="button"
                    className={listAction}
                    onClick={() => {
                      // The button goes with the results; the panel they arrive in keeps the focus.
                      panel.current?.focus()
                      query.searchAll()
                    }}
                  >
                    {section.searchAll.replace('{search}', text.trim())}
                  </button>
                )}
              </div>
            ) : (
              // Its length is the search's: the last row ends where the results end (a layout check reads this).
              <ul className={styles.grid} data-length="from-data">
                {cards}
              </ul>
            )}
            <ListReadAt readAt={shown.readAt} refreshFailed={shown.refreshFailed} />
          </>
        )}
      </div>
      {/* In the HTML until the scripts run, so a browser without them (or whose scripts failed to
          load) says why its search shows the whole list. After the list, where taking it away
          after hydration moves nothing in view, and outside it: the list itself stays as built. */}
      {!hydrated && shown.status === 'ready' && <p className={styles.withoutScripts}>{section.searchWithoutScripts}</p>}
    </div>
  )
}
