import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { shade } from '../../styles/palette'
import { beforeHydration, belowHeader, visuallyHidden } from '../../styles/shared.css'
import { vars } from '../../styles/theme.css'
import * as brandLogo from '../brand-logo.css'
import { button } from '../button.css'

export const hidden = visuallyHidden

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  // Open without scripts (below), the header holds every menu: taller than a phone's screen, it
  // would stick over the page with its end out of reach, so it scrolls away with the page.
  '@media': { [media.belowMenu]: { selectors: { [`${beforeHydration} &:target`]: { position: 'relative' } } } },
})

/**
 * The header's menus without scripts (blocked, or not run yet), where the menu button would do
 * nothing: below the menu breakpoint, a plain link stands in its place (mobile-drawer.tsx) and
 * targets the header, which then shows its own bar's menus and tools in its flow, every menu
 * open, laid out as the drawer lays them out; at the breakpoint and above, a menu's list shows
 * while the pointer is over it or the focus in it. The drawer itself stays as the script needs it
 * (inert until opened), so nothing of the scripted header changes (docs/page-design.md, "The
 * header without scripts").
 */
const menuTargeted = `${beforeHydration} ${header}:target`

// Shift+Tab brings a control above the screen in at the top edge, and a jump to an anchor puts
// its target there: under this header, unless the page keeps that band clear (WCAG 2.2, 2.4.11
// Focus Not Obscured). Only where the header is (an event page has its own, which does not stick).
globalStyle(`html:has(${header})`, { scrollPaddingTop: belowHeader })

export const bar = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  minHeight: vars.layout.headerHeight,
  paddingInline: vars.space.lg,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  '@media': { [media.belowMenu]: { selectors: { [`${menuTargeted} &`]: { flexWrap: 'wrap', paddingBlockEnd: vars.space.lg } } } },
})

// The logo looks the same wherever it stands (brand-logo.css.ts); here, its place in the bar.
export const logo = style([brandLogo.logo, { marginInlineEnd: 'auto' }])

// The menu stands in the bar only where all its labels fit whole in either language (media.menu).
const desktopOnly = {
  display: 'none',
  '@media': {
    [media.menu]: { display: 'flex' },
    // The drawer's place in its flow: after the logo and the close link, one under the other.
    [media.belowMenu]: { selectors: { [`${menuTargeted} &`]: { display: 'block', flexBasis: '100%', order: 1 } } },
  },
} as const
export const desktopNav = style(desktopOnly)
export const desktopTools = style(desktopOnly)
export const mobileOnly = style({ '@media': { [media.menu]: { display: 'none' } } })

/**
 * From a tablet's width to the menu's, the bar has room beside the menu button for the language
 * switch and the contact button, which a visitor then reaches without opening the drawer. Not
 * with every menu open without scripts: the header's own tools show in its flow then.
 */
export const barTools = style({
  display: 'none',
  '@media': { [media.tabletBar]: { display: 'flex', selectors: { [`${menuTargeted} &`]: { display: 'none' } } } },
})

export const menuList = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.belowMenu]: { selectors: { [`${menuTargeted} &`]: { flexDirection: 'column', gap: 0 } } } },
})

export const dropdown = style({ position: 'relative' })

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  background: 'none',
  border: 0,
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-expanded="true"]': { color: vars.color.brand } },
  // Every menu open, the button is its name, as the drawer's are (drawerMenuButton).
  '@media': {
    [media.belowMenu]: {
      selectors: {
        [`${menuTargeted} &`]: { width: '100%', borderBottom: `1px solid ${vars.color.border}`, cursor: 'default', color: vars.color.text },
      },
    },
  },
})

export const chevron = style({
  width: '0.5em',
  height: '0.5em',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  marginTop: '-0.25em',
  transform: 'rotate(45deg)',
  transition: 'transform 0.15s',
  selectors: { '&[data-open="true"]': { transform: 'rotate(-135deg)', marginTop: '0.25em' } },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    // Every menu open, nothing to turn.
    [media.belowMenu]: { selectors: { [`${menuTargeted} &`]: { display: 'none' } } },
  },
})

export const dropdownPanel = style({
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  minWidth: '12rem',
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  selectors: {
    '&[data-align="end"]': { insetInlineStart: 'auto', insetInlineEnd: 0 },
    // Over the `hidden` its script lifts: a list shows while the pointer is over its menu (itself
    // included, so the pointer can move into it) or the focus is in it, as the script's does on a
    // press; the focus leaving it, or the pointer, closes it.
    [`${beforeHydration} ${dropdown}:hover > &, ${beforeHydration} ${dropdown}:focus-within > &`]: { display: 'block' },
  },
  '@media': {
    [media.belowMenu]: {
      selectors: {
        [`${menuTargeted} &`]: {
          display: 'block',
          position: 'static',
          minWidth: 0,
          padding: `${vars.space.xs} 0 ${vars.space.sm} ${vars.space.md}`,
          border: 0,
          boxShadow: 'none',
        },
      },
    },
  },
})

export const dropdownLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.brand } },
  '@media': { [media.belowMenu]: { selectors: { [`${menuTargeted} &`]: { whiteSpace: 'normal' } } } },
})

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  selectors: { '&[data-layout="column"]': { flexDirection: 'column', alignItems: 'stretch', marginTop: vars.space.lg } },
  '@media': {
    [media.belowMenu]: { selectors: { [`${menuTargeted} &`]: { flexDirection: 'column', alignItems: 'stretch', marginTop: vars.space.lg } } },
  },
})

export const languageSwitch = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 })

export const languageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&[aria-current="true"]': { color: vars.color.brand, textDecoration: 'underline' } },
})

export const contactButton = button({ variant: 'primary' })

const hamburgerRules = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  background: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
} as const

// Before hydration the button does nothing: the link below stands in its place, drawn the same.
export const hamburger = style([hamburgerRules, { selectors: { [`${beforeHydration} &`]: { display: 'none' } } }])

/** The menu button's stand-in without scripts: a link that targets the header (menuTargeted). */
export const menuLink = style([
  hamburgerRules,
  {
    display: 'none',
    selectors: { [`${beforeHydration} &`]: { display: 'inline-flex' }, [`${menuTargeted} &`]: { display: 'none' } },
  },
])

/** In its place while the header is open without scripts: a link away from it, to the page. */
export const menuCloseLink = style([
  hamburgerRules,
  {
    display: 'none',
    color: vars.color.text,
    fontSize: vars.fontSize.lg,
    textDecoration: 'none',
    selectors: { [`${menuTargeted} &`]: { display: 'inline-flex' } },
  },
])

export const hamburgerIcon = style({
  width: '20px',
  height: '2px',
  background: vars.color.text,
  boxShadow: `0 -6px 0 ${vars.color.text}, 0 6px 0 ${vars.color.text}`,
})

/**
 * The drawer and its backdrop while closed (inert): laid out but never drawn, and out of the
 * accessibility tree and hit testing, where `hidden` would leave them unlaid until opened.
 */
const closedOverlay = { '&[inert]': { visibility: 'hidden' } } as const

export const backdrop = style({ position: 'fixed', inset: 0, background: shade(0.5), zIndex: 30, selectors: closedOverlay })

export const drawer = style({
  position: 'fixed',
  top: 0,
  insetInlineEnd: 0,
  bottom: 0,
  zIndex: 31,
  width: 'min(22rem, 88vw)',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  selectors: closedOverlay,
})

export const closeButton = style([hamburgerRules, { marginInlineStart: 'auto', display: 'flex', fontSize: vars.fontSize.lg }])

export const drawerMenus = style({ listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0 })

export const drawerMenuButton = style([
  menuButton,
  { width: '100%', justifyContent: 'space-between', borderBottom: `1px solid ${vars.color.border}` },
])

/** The login group's name in the drawer: set as the menus' names are, but not a button. */
export const drawerGroupLabel = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const drawerList = style({ listStyle: 'none', margin: 0, padding: `${vars.space.xs} 0 ${vars.space.sm} ${vars.space.md}` })

export const drawerLink = style([dropdownLink, { whiteSpace: 'normal' }])
