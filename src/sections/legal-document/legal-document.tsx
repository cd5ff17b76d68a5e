import { useCurrentPage } from '../../app/current-page'
import { formatDate } from '../../../manifest/format-date'
import type { SectionProps } from '../section-props'
import { LegalArticle, LegalHeading, LegalParagraph } from './legal-article'
import { LegalContents } from './legal-contents'
import * as styles from './legal-document.css'
import { useLL } from '../../app/i18n'
import { headingLevels, numberDocument, type NumberedDocument } from './numbering'

type Locale = 'ko' | 'en'

/**
 * Legal documents in the page's language, after a table of contents that links to every
 * chapter and article (beside the text on wide screens, above it on narrow ones).
 */
export default function LegalDocumentSection({ section }: SectionProps<'legal-document'>) {
  const { locale } = useCurrentPage().language
  const documents = section.documents.map((doc) => ({ doc, numbered: numberDocument(doc) }))
  return (
    <div className={styles.section}>
      <LegalContents documents={documents.map((d) => d.numbered)} />
      <div className={styles.documents}>
        {documents.map(({ doc, numbered }) => (
          <LegalDocumentText key={doc.id} document={numbered} dates={doc} locale={locale} />
        ))}
      </div>
    </div>
  )
}

type Dates = { effective: string; amended: readonly string[] }

function LegalDocumentText({ document: doc, dates, locale }: { document: NumberedDocument; dates: Dates; locale: Locale }) {
  const LL = useLL()
  const levels = headingLevels(doc)
  const article = (a: NumberedDocument['articles'][number]) => (
    <LegalArticle
      key={a.anchor}
      article={a}
      heading={LL.legal.article({ number: a.number, title: a.title })}
      level={levels.article}
      locale={locale}
    />
  )
  return (
    <section className={styles.document} aria-labelledby={doc.title ? doc.anchor : undefined}>
      {doc.title && (
        <h2 id={doc.anchor} className={styles.documentHeading}>
          {doc.title}
        </h2>
      )}
      <dl className={styles.dates}>
        <div className={styles.dateRow}>
          <dt>{LL.legal.effective()}</dt>
          <dd>
            <time className={styles.date} dateTime={dates.effective}>{formatDate(dates.effective, locale)}</time>
          </dd>
        </div>
        {dates.amended.length > 0 && (
          <div className={styles.dateRow}>
            <dt>{LL.legal.amended()}</dt>
            <dd>
              {dates.amended.map((date, i) => (
                <span key={date}>
                  {i > 0 && ', '}
                  <time className={styles.date} dateTime={date}>{formatDate(date, locale)}</time>
                </span>
              ))}
            </dd>
          </div>
        )}
      </dl>
      {doc.preamble.map((paragraph, i) => (
        <LegalParagraph key={i} paragraph={paragraph} locale={locale} />
      ))}
      {doc.chapters
        ? doc.chapters.map((chapter) => (
            <div key={chapter.anchor} className={styles.chapter}>
              <LegalHeading level={levels.chapter} id={chapter.anchor} className={styles.chapterHeading}>
                {LL.legal.chapter({ number: chapter.number, title: chapter.title })}
              </LegalHeading>
              {chapter.articles.map(article)}
            </div>
          ))
        : doc.articles.map(article)}
    </section>
  )
}
