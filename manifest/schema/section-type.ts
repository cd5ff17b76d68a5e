import type { z } from 'zod'

/** A section's own schema: a strict object whose `type` literal names the section. */
type SectionObjectSchema = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>

/**
 * What a section type declares besides its fields. Codegen checks both against
 * openapi/api.yaml, so a section cannot name an operation the API does not have.
 */
export interface SectionCapabilities {
  /**
   * The API operation (an `operationId` of openapi/api.yaml) whose answer the section shows.
   * The prerender renders the section with the answer the API gave at build time (its default
   * query; the loading state when the build could not read it), and the page asks again in the
   * browser when it opens, handing the result to the component as `data`.
   */
  loads?: string
  /**
   * The section carries its page's h1 when it opens the page (its first section): the page then
   * has no page head (breadcrumb, title, lead text, illustration), and the section's heading
   * says what the page's title says (`<title>` repeats the h1). A landing page's hero, an event's
   * intro.
   */
  opensPage?: true
  /**
   * On a page with a claim window (an event's `claims`), the section is drawn inside the window
   * (`src/components/claim-window/`): outside it, a notice stands where the section would. Only
   * such pages load the window's code. The reference API refuses the writes outside it anyway.
   */
  inClaimWindow?: true
  /** The API operations (`operationId`s) the section's form may send; the page module stays the only place that loads form code. */
  submits?: readonly string[]
  /**
   * The request body the form builds for `submits`: a `components.schemas` name of
   * openapi/api.yaml (`ContactInquiry`). Codegen checks that every operation of `submits` takes
   * it, and checks `sends` and `offers` against its fields' rules.
   */
  body?: string
  /**
   * The values the section's entry puts into the request body as written, by the body's field
   * (the issuance form's `company` and `lang`). Codegen checks each against the field's rule, so
   * the API never refuses what the manifest says; the `company` values of `IssuanceRequest`
   * forms are the codes the reference API issues badges for (src/generated/company-codes.gen.ts).
   */
  sends?(section: never): Readonly<Record<string, string>>
  /**
   * The values the visitor picks among, by the body's field (the contact form's inquiry types):
   * codegen checks they are exactly the field's enum values, each once.
   */
  offers?(section: never): Readonly<Record<string, readonly string[]>>
  /**
   * The paths (without "/", `OpenBadges`) the entry has the form post to, when it picks among
   * the operations of `submits` by path: codegen checks each is the path of one of them.
   */
  postsTo?(section: never): readonly string[]
  /**
   * The section is long text (a legal document): the browser gets it in the visitor's language
   * only, and as data, not code. Codegen writes it to one module per language, which the page's
   * loader imports; on a first visit it arrives in the prerendered HTML's dehydrated state, so
   * the page's JavaScript does not grow with it. The component receives the section with every
   * `{ ko, en }` pair resolved to one language (`SectionInLanguage<T>`).
   */
  byLanguage?: true
  /**
   * The interface strings the component has beyond the shared ones: typesafe-i18n namespaces
   * (`src/i18n/{ko,en}/<name>/`, each listed in `lazyNamespaces` of `src/app/i18n.ts`). The page's
   * loader imports them in the visitor's language only, so on a first visit they arrive in the
   * prerendered HTML's dehydrated state with the other interface strings, and neither language
   * adds to the page's JavaScript. The component reads them with `useLL()` (`LL.<name>.*`).
   */
  strings?: readonly string[]
  /**
   * The section shows one item of its list, the one the page's query parameter `query` names
   * (the notice detail, `?id=N`), so each item is a page of its own. `ids` lists the items'
   * values of that parameter: the route accepts only those (any other value is none, so a page
   * that names no item renders as the prerendered one without it), and
   * `src/sections/<type>/<type>-item.ts` exports `pageItem(section, search)`, the item's title,
   * description and query (or `null` when the query names none). The page's loader runs it on
   * every change of the query: the item's title becomes the `<title>` and the page head's h1, its
   * description the meta description, its query part of the canonical and hreflang addresses; a
   * page whose query names no item is `noindex`. A `byLanguage` section only: the item is read
   * from the text in the visitor's language.
   */
  item?: SectionItems
  /**
   * The section shows its list (`loads`) a page at a time, the page's `?page=N` naming the page:
   * each page of the build's answer is a document of its own (src/lib/list-documents.ts), with
   * the page's number in its title and its query in its canonical and hreflang addresses, and an
   * address that names no page of it is a 404 with `noindex`. `src/sections/<type>/<type>-item.ts`
   * exports `pageItem(context)` (src/app/page-route.ts `ItemContext`): the page's item, null for
   * none, undefined on the first page (the page itself). The page's loader runs it on every change
   * of the query.
   */
  pages?: true
  /**
   * The day the section's content last changed, where its data says (`YYYY-MM-DD`): a legal
   * document's latest amendment, the newest notice of a list. A page's `lastmod` in the sitemap
   * is the latest of its sections'; a page none of whose sections says has none, rather than
   * the build's date, which would tell search engines every page changes with every build.
   */
  lastModified?(section: never): string | undefined
}

/** How a section's items are named in its page's address (`SectionCapabilities.item`). */
export interface SectionItems {
  /** The page's `integer` query parameter that names the item (`id`). */
  query: string
  /** Every item's value of it; `never`, so a section types its own argument. */
  ids(section: never): readonly number[]
}

/**
 * One section type, declared in `manifest/sections/<type>.ts` as its default export and listed
 * under its name in `manifest/sections/index.ts`. Its component lives in
 * `src/sections/<type>/<type>.tsx`; codegen fails, naming the type, while either half is missing.
 */
type SectionDefinition<S extends SectionObjectSchema = SectionObjectSchema> = SectionCapabilities & {
  /** The section's schema, with a JSDoc line on every field (the editor's manual). */
  schema: S
}

/**
 * Declares a section type. The generic link walker of `manifest/links.ts` finds every internal
 * link inside any section, so a section lists its links simply by using `LinkSchema`,
 * `InternalLinkSchema` or `ExternalLinkSchema` for them.
 */
export function defineSectionType<S extends SectionObjectSchema, const C extends SectionCapabilities>(
  definition: { schema: S } & C,
): SectionDefinition<S> & C {
  return definition
}
