import type { ShellText } from '../../manifest/shell-text'
import type { FirstReadPreload } from '../api/read-urls'
import type { BuiltReads } from './built-reads'
import type { EventPageData } from './event-page-data'
import type { Dictionary, LazyNamespace } from './i18n'

// The shapes of a page's data, from its module to what its route loads and its parts read. Types
// only, below the routes, the layouts and the hooks that all name them, so none of those has to
// import another to learn a shape (no import circles).

/** A page's title (heading and `<title>`) and description (lead text, meta description) in one language: its content module's `meta`. */
export type PageText = { title: string; description: string }

/**
 * The item a page's query names, as its section reads it (`src/sections/<type>/<type>-item.ts`):
 * its title (the `<title>` and the page head's h1), description, the query that is part of
 * its address (`?id=3`: canonical and hreflang name it, and the language switch keeps it), and
 * for an item that is an article (a notice), the instant it was published (ISO 8601 with its
 * offset): the page is then an Open Graph `article` with that `article:published_time`, and has
 * a sharing card of its own (`itemCardPath`, 16:9); another item (a list's page) shares its page's.
 */
export type PageItem = { title: string; description: string; query: string; published?: string }

/**
 * What else an item may be read from: the address's query as written (`?page=2`, not as the router
 * parsed it: the servers pick a document by the written value), the build's answers for the page
 * (how many pages a list has; none after an in-app navigation), and the page's own title,
 * description and interface strings in the visitor's language.
 */
export type ItemContext = { query: string; built: BuiltReads | undefined; title: string; description: string; strings: Dictionary }

/** What a page route's loader returns, in the visitor's language only: <head> and the page read it. */
export type PageLoaderData = {
  /** The page's title in this language, for `<title>`. */
  title: string
  /** The page's description in this language, for the meta description. */
  description: string
  /** The interface strings of the page's language (with its sections' namespaces). */
  strings: Dictionary
  /** The shell's words (brand, menus, footer) in the page's language. */
  shell: ShellText
  /** The page's words in this language but its title and description: its page head, popups and long-text sections. */
  content?: object
  /** A page that loads API data: how <head> preloads its first reads. */
  preloads?: readonly FirstReadPreload[]
  /**
   * A page each of whose items is a page: the item the query names, or null when it names none
   * (the page then says so and is `noindex`). `title` and `description` stay the page's own: the
   * sharing card shows the page's title.
   */
  item?: PageItem | null
  /**
   * A prerendered page that loads API data: the answers the build read for it. In the HTML's
   * dehydrated state, so `useOperation` starts from what the HTML shows; never after an in-app
   * navigation, which loads the list as it opens.
   */
  built?: BuiltReads
}

/** The event pages the renderer knows (the prerender's and the dev server's: src/app/entry-server.tsx), by address. */
export type EventPages = { pages: Readonly<Record<string, EventPageData>>; namespaces: readonly LazyNamespace[] }

/** What the event route's loader returns: a page's loader data, with the event's own. */
export type EventLoaderData = PageLoaderData & { event: EventPageData }
