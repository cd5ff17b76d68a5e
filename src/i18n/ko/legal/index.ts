import type { BaseTranslation } from '../../i18n-types'

/**
 * Korean labels of legal documents (privacy policy, terms): a namespace of its own, so only the
 * two legal pages download it (see `src/sections/legal-document/legal-strings.ts`).
 */
const ko_legal = {
  contents: '목차',
  effective: '시행일',
  amended: '개정일',
  chapter: '제{number:number}장 {title:string}',
  article: '제{number:number}조 ({title:string})',
  articleInContents: '제{number:number}조 {title:string}',
} satisfies BaseTranslation

export default ko_legal
