import { isSegment, languageOfSegment } from '../src/lib/language'
import type { Text } from './api/messages'

/**
 * A plain-text answer's sentence (a page refused while the server closes, a URL it cannot route,
 * a failure outside the API) in the language of the address: a page under a language's segment
 * (`/eng`, `/kor`) reads its own, any other address both, Korean first as the site is
 * (docs/rules/routing.md §2.1).
 */
export function plainSentence(text: Text, url: string): string {
  const segment = /^\/([^/?#]*)/.exec(url)?.[1]
  if (isSegment(segment)) return `${text[languageOfSegment(segment).locale]}.`
  return `${text.ko}. ${text.en}.`
}
