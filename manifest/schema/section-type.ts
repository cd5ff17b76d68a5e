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
  /** The API operations (`operationId`s) the section's form may send; the page module stays the only place that loads form code. */
  submits?: readonly string[]
  /**
   * The section is long text (a legal document): the browser gets it in the visitor's language
   * only, and as data, not code. Codegen writes it to one module per language, which the page's
   * loader imports; on a first visit it arrives in the prerendered HTML's dehydrated state, so
   * the page's JavaScript does not grow with it. The component receives the section with every
   * `{ ko, en }` pair resolved to one language (`SectionInLanguage<T>`).
   */
  byLanguage?: true
  /**
   * The interface strings the component has beyond the shared ones: a typesafe-i18n namespace
   * (`src/i18n/{ko,en}/<name>/`, listed in `lazyNamespaces` of `src/app/i18n.ts`). The page's
   * loader imports it in the visitor's language only, so on a first visit it arrives in the
   * prerendered HTML's dehydrated state with the other interface strings, and neither language
   * adds to the page's JavaScript. The component reads it with `useLL()` (`LL.<name>.*`).
   */
  strings?: string
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
