import { useLL } from '../../app/i18n'
import * as styles from './legal-document.css'
import type { NumberedArticle, NumberedDocument } from './numbering'

/** The table of contents: every document, chapter and article, each a link to its heading. */
export function LegalContents({ documents }: { documents: readonly NumberedDocument[] }) {
  const LL = useLL()
  const articleLinks = (articles: readonly NumberedArticle[], inChapter = false) => (
    <ol className={inChapter ? styles.chapterArticles : styles.contentsList}>
      {articles.map((a) => (
        <li key={a.anchor}>
          <a className={styles.contentsLink} href={`#${a.anchor}`}>
            {LL.legal.articleInContents({ number: a.number, title: a.title })}
          </a>
        </li>
      ))}
    </ol>
  )
  // A document's entries: its chapters with their articles, or its articles alone.
  const entries = (doc: NumberedDocument) =>
    doc.chapters ? (
      <ol className={styles.contentsList}>
        {doc.chapters.map((c) => (
          <li key={c.anchor}>
            <a className={styles.contentsGroup} href={`#${c.anchor}`}>
              {LL.legal.chapter({ number: c.number, title: c.title })}
            </a>
            {articleLinks(c.articles, true)}
          </li>
        ))}
      </ol>
    ) : (
      articleLinks(doc.articles)
    )
  return (
    <nav className={styles.contents} aria-labelledby="legal-contents">
      <h2 id="legal-contents" className={styles.contentsHeading}>
        {LL.legal.contents()}
      </h2>
      {documents.length === 1 && !documents[0]!.title ? (
        entries(documents[0]!)
      ) : (
        <ol className={styles.contentsList}>
          {documents.map((doc) => (
            <li key={doc.anchor}>
              <a className={styles.contentsGroup} href={`#${doc.anchor}`}>
                {doc.title ?? doc.anchor}
              </a>
              {entries(doc)}
            </li>
          ))}
        </ol>
      )}
    </nav>
  )
}
