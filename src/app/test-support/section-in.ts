import { inLanguage } from '../../../manifest/in-language'
import type { SectionInLanguage, SectionOf, SectionTypeName } from '../../../manifest/schema/section'

/**
 * A section's manifest entry as codegen hands it to a `byLanguage` component on a page of
 * `segment` (its language's module: every `{ ko, en }` pair resolved), so a component test can
 * hold both languages' words and render either.
 */
export function sectionIn<T extends SectionTypeName>(section: SectionOf<T>, segment: 'kor' | 'eng'): SectionInLanguage<T> {
  return inLanguage(section, segment === 'kor' ? 'ko' : 'en') as SectionInLanguage<T>
}
