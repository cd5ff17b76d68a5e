import type { SectionInLanguage } from '../../../manifest/schema/section'

/** A legal document in the page's language, as the section receives it. */
type LegalDocumentInLanguage = SectionInLanguage<'legal-document'>['documents'][number]
type LegalText = LegalDocumentInLanguage['text']
type Article = Extract<LegalText, { articles: unknown }>['articles'][number]
type Locale = 'ko' | 'en'

export type NumberedArticle = Article & { number: number; anchor: string }
type NumberedChapter = { number: number; anchor: string; title: string; articles: NumberedArticle[] }

/** A document numbered as its readers cite it, with the anchor of every part. */
export type NumberedDocument = {
  anchor: string
  title?: string
  preamble: LegalText['preamble']
  /** `null` when the text has no chapters (its articles stand alone). */
  chapters: NumberedChapter[] | null
  articles: NumberedArticle[]
}

/**
 * Numbers a document's chapters and articles (articles run on across chapters, as in Korean
 * statutes) and gives each an anchor built from the document's id and the number: the same in
 * both languages and stable while the numbering is, which is how articles are cited anyway.
 */
export function numberDocument(doc: LegalDocumentInLanguage): NumberedDocument {
  const { text } = doc
  const chapters = 'chapters' in text ? text.chapters : [{ title: '', articles: text.articles }]
  let articleNumber = 0
  const numbered = chapters.map((chapter, i) => ({
    number: i + 1,
    anchor: `${doc.id}-chapter-${i + 1}`,
    title: chapter.title,
    articles: chapter.articles.map((article) => {
      articleNumber += 1
      return { ...article, number: articleNumber, anchor: `${doc.id}-article-${articleNumber}` }
    }),
  }))
  return {
    anchor: doc.id,
    ...(doc.title ? { title: doc.title } : {}),
    preamble: text.preamble,
    chapters: 'chapters' in text ? numbered : null,
    articles: numbered.flatMap((c) => c.articles),
  }
}

export type HeadingLevel = 2 | 3 | 4

/** The heading levels of a document's parts: its title h2, then chapters, then articles. */
export function headingLevels(doc: NumberedDocument): { chapter: HeadingLevel; article: HeadingLevel } {
  const chapter = doc.title ? 3 : 2
  return { chapter, article: doc.chapters ? ((chapter + 1) as HeadingLevel) : chapter }
}

/** A paragraph's number as Korean statutes print it (①, ②, …) or as English texts do ((1), (2)). */
export function paragraphMarker(n: number, locale: Locale): string {
  // Unicode has circled digits ① to ⑳ in one run from U+2460; past 20, plain digits.
  if (locale === 'ko') return n <= 20 ? String.fromCodePoint(0x245f + n) : `(${n})`
  return `(${n})`
}
