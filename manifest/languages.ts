import { z } from 'zod'
import { parseEntry } from './schema/define'
import { LanguageSchema } from './schema/language'

/** The interface languages; the first one is the default (docs/rules/routing.md §2.1: kor). */
export const languages = parseEntry(z.array(LanguageSchema).length(2), [
  {
    segment: 'kor',
    locale: 'ko',
    htmlLang: 'ko',
    ogLocale: 'ko_KR',
    apiLocale: 'ko-KR',
    switchLabel: 'KOR',
    nativeName: '한국어',
    browserPrefix: 'ko',
  },
  {
    segment: 'eng',
    locale: 'en',
    htmlLang: 'en',
    ogLocale: 'en_US',
    apiLocale: 'en-US',
    switchLabel: 'ENG',
    nativeName: 'English',
    browserPrefix: 'en',
  },
])
