import type { Text } from './api/messages'

/**
 * A plain-text answer's sentence (a page refused while the server closes, a URL it cannot route,
 * a failure outside the API) in the language of the address: an `/eng` or `/kor` page reads its
 * own, any other address both, Korean first as the site is (docs/rules/routing.md §2.1).
 */
export function plainSentence(text: Text, url: string): string {
  if (/^\/eng(?=[/?#]|$)/.test(url)) return `${text.en}.`
  if (/^\/kor(?=[/?#]|$)/.test(url)) return `${text.ko}.`
  return `${text.ko}. ${text.en}.`
}
