import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * The badge gallery (docs/rules/gallery.md §2.6, §4.3): category tabs and a search box whose values live in the
 * page's query (`category`, `search`), and the cards of `GET /BadgeGallery?category=…`.
 */
export default defineSectionType({
  loads: 'listBadgeGallery',
  // Its labels arrive in the visitor's language as data in the HTML: a list page's JS budget is tight.
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/badge-gallery/`. */
      type: z.literal('badge-gallery'),
      /** The tabs' labels, one per query value of `category`; also the cards' category labels (`etc` labels `other`). */
      categories: z
        .object({
          /** Every badge. */
          all: LocalizedTextSchema,
          /** Education. */
          edu: LocalizedTextSchema,
          /** Enterprise. */
          corp: LocalizedTextSchema,
          /** Association. */
          group: LocalizedTextSchema,
          /** Others (the category `other`, shown grey). */
          etc: LocalizedTextSchema,
        })
        .strict(),
      /** The tab list's accessible name. */
      tabsLabel: LocalizedTextSchema,
      /** The search box's label. */
      searchLabel: LocalizedTextSchema,
      /** The search box's placeholder: what it searches. */
      searchPlaceholder: LocalizedTextSchema,
      /** The search's submit button (without scripts the search form is sent as `?category=…&search=…`). */
      searchButton: LocalizedTextSchema,
      /**
       * Said only without scripts (a line under the list, in the HTML until they run): that
       * searching needs them, and that the list above is the whole category as the build read it.
       */
      searchWithoutScripts: LocalizedTextSchema,
      /** The clear button's accessible name. */
      clearLabel: LocalizedTextSchema,
      /** Shown when no badge matches; `{search}` is replaced by what the visitor typed. */
      noResults: LocalizedTextSchema,
      /** Under "no results" in one category: a button that runs the same search in all; `{search}` as above. */
      searchAll: LocalizedTextSchema,
      /** Announced with the number of badges shown; `{count}` is replaced by it. */
      resultCount: LocalizedTextSchema,
    })
    .strict(),
})
