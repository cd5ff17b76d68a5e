import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { Link } from '../../../manifest/schema/link'
import type { InLanguage } from '../../../manifest/schema/text'
import { useLL } from '../../app/i18n'
import { useShellText } from '../../app/shell-text'
import { ManifestLink } from '../manifest-link/manifest-link'
import { HeaderTools } from './header-tools'
import * as styles from './site-header.css'

// What the drawer holds that takes focus: the manifest's links and the drawer's own buttons (none
// is ever disabled, and nothing has a tabindex). A selector of every kind of focusable element
// would cost every page's first load 40 bytes more.
const focusable = 'a[href], button'

/**
 * The header's id. Without scripts (blocked, or before they run) the menu button does nothing and
 * the drawer stays inert, so two links stand in for the button until the page is hydrated: the
 * first makes the header the page's target, and the header then shows its own menus in its flow
 * (site-header.css.ts); the second, in its place then, leaves for the page. Links rather than a
 * drawer made inert only after hydration: the scripted drawer stays exactly what it was, and
 * nothing re-renders when the page hydrates (docs/page-design.md, "The header without scripts").
 */
export const headerId = 'site-menu'

/**
 * The header below the menu breakpoint (manifest/breakpoints.ts): a menu button that opens a modal drawer. Focus moves
 * into the drawer, Tab stays inside it, Escape or the close button closes it and focus returns
 * to the menu button; navigating closes it too.
 */
export function MobileDrawer() {
  const LL = useLL()
  const [open, setOpen] = useState(false)
  const drawerId = useId()
  const openButton = useRef<HTMLButtonElement>(null)
  const drawer = useRef<HTMLDivElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // What the drawer holds, the same element whether it is open or not: opening it re-renders
  // none of it, so that render does not hold back the drawer's paint (docs/performance.md, interactions).
  const menus = useMemo(() => <DrawerMenus />, [])

  const close = () => {
    setOpen(false)
    openButton.current?.focus()
  }

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    // After the paint that shows the drawer (a task queued from the next frame): an effect of a
    // press runs before that paint, and a focus there forced the drawer's style and layout first,
    // 11 ms of the tap at 4x CPU (docs/performance.md, "Interactions"). If the drawer was closed
    // meanwhile it is inert, and the focus does nothing. Not `afterNextPaint`, whose module would
    // move into every page's start-up chunk (64 B gzip): no one taps a page in a background tab.
    if (open) requestAnimationFrame(() => setTimeout(() => drawer.current?.querySelector<HTMLElement>(focusable)?.focus()))
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return close()
    if (event.key === 'Tab' && drawer.current) keepTabInside(event, drawer.current)
  }

  return (
    <div className={styles.mobileOnly}>
      <button
        ref={openButton}
        type="button"
        className={styles.hamburger}
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className={styles.hamburgerIcon} />
        <span className={styles.hidden}>{LL.shell.openMenu()}</span>
      </button>
      {/* Shown only before hydration, where the button does nothing: open and close as links (headerId). */}
      <a href={`#${headerId}`} className={styles.menuLink}>
        <span aria-hidden="true" className={styles.hamburgerIcon} />
        <span className={styles.hidden}>{LL.shell.openMenu()}</span>
      </a>
      <a href="#main" className={styles.menuCloseLink}>
        <span aria-hidden="true">✕</span>
        <span className={styles.hidden}>{LL.shell.closeMenu()}</span>
      </a>
      {/* Closed (inert), both are laid out but not drawn (site-header.css.ts): opening the drawer
          then paints it without laying its text out first (docs/performance.md, interactions). */}
      <div className={styles.backdrop} inert={!open} onClick={close} />
      <div
        ref={drawer}
        id={drawerId}
        role="dialog"
        aria-modal="true"
        aria-label={LL.shell.mainNavigation()}
        className={styles.drawer}
        inert={!open}
        onKeyDown={onKeyDown}
      >
        <button type="button" className={styles.closeButton} onClick={close}>
          <span aria-hidden="true">✕</span>
          <span className={styles.hidden}>{LL.shell.closeMenu()}</span>
        </button>
        {menus}
      </div>
    </div>
  )
}

/** Tab past the drawer's last control goes to its first, Shift+Tab before its first to its last. */
function keepTabInside(event: KeyboardEvent, drawer: HTMLElement) {
  const items = [...drawer.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.offsetParent !== null)
  const first = items[0]
  const last = items[items.length - 1]
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last?.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first?.focus()
  }
}

/** An expandable submenu of the drawer. */
/** The drawer's menus and tools. */
function DrawerMenus() {
  const LL = useLL()
  const { navigation } = useShellText()
  return (
    <>
      <nav aria-label={LL.shell.mainNavigation()}>
        <ul className={styles.drawerMenus}>
          {navigation.menus.map((menu) => (
            <li key={menu.label}>
              <DrawerSubmenu label={menu.label} items={menu.items} />
            </li>
          ))}
        </ul>
      </nav>
      <HeaderTools layout="column" />
    </>
  )
}

function DrawerSubmenu({ label, items }: { label: string; items: readonly InLanguage<Link>[] }) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  return (
    <>
      <button
        type="button"
        className={styles.drawerMenuButton}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((e) => !e)}
      >
        {label}
        <span aria-hidden="true" className={styles.chevron} data-open={expanded} />
      </button>
      <ul id={listId} className={styles.drawerList} hidden={!expanded}>
        {items.map((item) => (
          <li key={item.label}>
            <ManifestLink link={item} className={styles.drawerLink} />
          </li>
        ))}
      </ul>
    </>
  )
}
