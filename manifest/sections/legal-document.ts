import { z } from 'zod'
import { definer } from '../schema/define'
import { latestDay } from '../schema/dates'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/*
 * A legal text (privacy policy, terms of service) as data, in the shape Korean statutes and terms
 * use: chapters (장) hold articles (조), articles hold paragraphs (항), paragraphs hold numbered
 * items (호) and sub-items (목). The component numbers everything, so a provider's lawyers can
 * replace the wording without touching numbers, anchors or markup.
 *
 * Each language is a whole text of its own (`text.ko`, `text.en`), not a list of `{ ko, en }`
 * pairs: a translation may cover less than the original (the English terms stop after chapter 5),
 * and lawyers deliver a document per language. Both languages are still required.
 */

const Sentence = z.string().trim().min(1, 'text is required')

/** A calendar date, `YYYY-MM-DD`. */
const IsoDateSchema = z.iso.date({ error: 'a date as YYYY-MM-DD' })

/** A numbered item (호) of a paragraph, optionally with lettered sub-items (목). */
const LegalItemSchema = z.union([
  Sentence,
  z
    .object({
      /** The item's text. */
      text: Sentence,
      /** Lettered sub-items (가, 나, … / a, b, …). */
      items: z.array(Sentence).min(1),
    })
    .strict(),
])

/** A term and its value, e.g. `전화` and the support number, shown as a definition list. */
const LegalDetailSchema = z
  .object({
    /** The label, e.g. `E-mail`. */
    term: Sentence,
    /** The value. */
    description: Sentence,
  })
  .strict()

/** A paragraph (항): plain text, or text with items, details or emphasis. */
const LegalParagraphSchema = z.union([
  Sentence,
  z
    .object({
      /** The paragraph's sentences; items and details follow it. */
      text: Sentence,
      /** Numbered items (1., 2., …) that the text introduces. */
      items: z.array(LegalItemSchema).min(1).optional(),
      /** Label and value pairs (contact details, for example) that follow the text. */
      details: z.array(LegalDetailSchema).min(1).optional(),
      /**
       * A key clause, shown emphasised: the Act on the Regulation of Terms and Conditions
       * (약관규제법 제3조) asks for important content to be made clearly recognisable.
       */
      important: z.boolean().optional(),
    })
    .strict(),
])

/** An article (조). Its number comes from its place in the document. */
const LegalArticleSchema = z
  .object({
    /** The article's title without its number, e.g. `목적` / `Purpose`. */
    title: Sentence,
    /** Its paragraphs; with two or more, each is numbered (①, ② / (1), (2)). */
    paragraphs: z.array(LegalParagraphSchema).min(1, 'an article needs at least one paragraph'),
  })
  .strict()

/** A chapter (장). Its number comes from its place in the document. */
const LegalChapterSchema = z
  .object({
    /** The chapter's title without its number, e.g. `총칙` / `General provisions`. */
    title: Sentence,
    /** Its articles, numbered on from the previous chapter's. */
    articles: z.array(LegalArticleSchema).min(1, 'a chapter needs at least one article'),
  })
  .strict()

const Preamble = {
  /** Paragraphs before the first article (who states what, a translation's status). */
  preamble: z.array(LegalParagraphSchema).default([]),
}

/** One language's text: articles, or chapters of articles. */
const LegalTextSchema = z.union([
  z.object({ ...Preamble, /** The chapters, in order. */ chapters: z.array(LegalChapterSchema).min(1) }).strict(),
  z.object({ ...Preamble, /** The articles, in order. */ articles: z.array(LegalArticleSchema).min(1) }).strict(),
])

export type LegalText = z.infer<typeof LegalTextSchema>

/** One legal document: its dates and its text in both languages. */
const LegalDocumentSchema = z
  .object({
    /**
     * Prefix of the document's anchors (`privacy` gives `#privacy`, `#privacy-article-3`):
     * lower-case words joined by `-`, unique on the page. Keep it when the text changes, so links
     * into the document keep working.
     */
    id: z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'lower-case words joined by "-"'),
    /** The document's heading (h2); leave it out when the page's heading already names it. */
    title: LocalizedTextSchema.optional(),
    /** The date the document took effect (for terms: first in force). */
    effective: IsoDateSchema,
    /** The dates it was amended, oldest first. */
    amended: z.array(IsoDateSchema).default([]),
    /** The text in each language; the English one may cover less, which its preamble should say. */
    text: z
      .object({
        /** The Korean text. */
        ko: LegalTextSchema,
        /** The English text. */
        en: LegalTextSchema,
      })
      .strict(),
  })
  .strict()
  .refine((doc) => doc.amended.every((date, i) => date > (i === 0 ? doc.effective : doc.amended[i - 1]!)), {
    message: 'amendment dates come after the effective date, oldest first',
    path: ['amended'],
  })

export type LegalDocument = z.infer<typeof LegalDocumentSchema>

/** Declares a legal document in `manifest/legal/`, checked when the file loads (errors name the file and field). */
export const defineLegalDocument = definer(LegalDocumentSchema)

/**
 * Legal documents with a table of contents: privacy policies, terms of service. One section
 * holds every document of its page, so the contents list them all at the top.
 */
export default defineSectionType({
  // Thousands of words: the visitor's language only, as data in the page's HTML (see SectionCapabilities).
  // Each document's latest change: its last amendment, else the day it took effect.
  lastModified: (section: { documents: readonly LegalDocument[] }) => latestDay(section.documents.map((doc) => doc.amended.at(-1) ?? doc.effective)),
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/legal-document/`. */
      type: z.literal('legal-document'),
      /** The documents, in reading order. */
      documents: z
        .array(LegalDocumentSchema)
        .min(1)
        .refine((docs) => new Set(docs.map((d) => d.id)).size === docs.length, 'document ids must differ: they are anchors')
        .refine((docs) => docs.length === 1 || docs.every((d) => d.title), 'with several documents, each needs a title'),
    })
    .strict(),
})
