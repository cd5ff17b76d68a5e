import type { ReactNode } from 'react'
import * as styles from './legal-document.css'
import { paragraphMarker, type HeadingLevel, type NumberedArticle } from './numbering'

type Paragraph = NumberedArticle['paragraphs'][number]
type Locale = 'ko' | 'en'

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4' } as const

/** A heading at a level computed from the document's shape, so levels never skip. */
export function LegalHeading(props: { level: HeadingLevel; id: string; className: string; children: ReactNode }) {
  const Tag = headingTags[props.level]
  return (
    <Tag id={props.id} className={props.className}>
      {props.children}
    </Tag>
  )
}

/** One article: its numbered heading, then its paragraphs (numbered when there are several). */
export function LegalArticle(props: { article: NumberedArticle; heading: string; level: HeadingLevel; locale: Locale }) {
  const { article, heading, level, locale } = props
  const { paragraphs } = article
  return (
    <section className={styles.article}>
      <LegalHeading level={level} id={article.anchor} className={styles.articleHeading}>
        {heading}
      </LegalHeading>
      {paragraphs.length === 1 ? (
        <LegalParagraph paragraph={paragraphs[0]!} locale={locale} />
      ) : (
        <ol className={styles.paragraphs}>
          {paragraphs.map((paragraph, i) => (
            <li key={i} className={styles.numberedParagraph}>
              <span className={styles.paragraphMarker} aria-hidden="true">
                {paragraphMarker(i + 1, locale)}
              </span>
              <LegalParagraph paragraph={paragraph} locale={locale} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** A paragraph's text, then its items (1., 2. with 가., 나. / a., b. under them) and details. */
export function LegalParagraph({ paragraph, locale }: { paragraph: Paragraph; locale: Locale }) {
  if (typeof paragraph === 'string') return <p className={styles.text}>{paragraph}</p>
  return (
    <div className={styles.paragraphBody}>
      <p className={paragraph.important ? styles.important : styles.text}>
        {paragraph.important ? <strong>{paragraph.text}</strong> : paragraph.text}
      </p>
      {paragraph.items && (
        <ol className={styles.items}>
          {paragraph.items.map((item, i) =>
            typeof item === 'string' ? (
              <li key={i}>{item}</li>
            ) : (
              <li key={i}>
                {item.text}
                <ol className={locale === 'ko' ? styles.subItemsKo : styles.subItemsEn}>
                  {item.items.map((sub, j) => (
                    <li key={j}>{sub}</li>
                  ))}
                </ol>
              </li>
            ),
          )}
        </ol>
      )}
      {paragraph.details && (
        <dl className={styles.details}>
          {paragraph.details.map((detail) => (
            <div key={detail.term} className={styles.detail}>
              <dt>{detail.term}</dt>
              <dd>{detail.description}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}
