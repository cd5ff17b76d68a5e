import type { NamespaceLegalTranslation } from '../../i18n-types'

/** English labels of legal documents; a key missing here, or one not in Korean, fails `tsc`. */
const en_legal = {
  contents: 'Contents',
  effective: 'Effective date',
  amended: 'Amended',
  chapter: 'Chapter {number}. {title}',
  article: 'Article {number} ({title})',
  articleInContents: 'Article {number}. {title}',
} satisfies NamespaceLegalTranslation

export default en_legal
