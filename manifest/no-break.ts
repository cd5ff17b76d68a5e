/**
 * Compounds a line must never break inside (docs/decisions/line-breaks.md): the browser would
 * otherwise break after a middle dot or a hyphen, or before a particle that follows a closing
 * bracket, or after a one-syllable adverb ("더 / 안전하고" at 320 px), which no Korean or English reader
 * would choose. One list for the whole site: codegen writes every visitor-read text of the pages
 * with these held together (`holdCompounds`), so no JavaScript runs for it, and the page walk
 * (tests/e2e/page-walk/line-breaks.ts) fails on a break inside one. Add a compound here, in the
 * spelling the manifest uses; Latin letters match in either case.
 */
export const noBreakCompounds = ['위·변조', '「개인정보 보호법」의', 'e-mail', '더 안전하고'] as const

/** U+2060 WORD JOINER: invisible, no break on either side (Unicode line breaking, class WJ). */
export const WORD_JOINER = '\u2060'

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const pattern = new RegExp(noBreakCompounds.map(escape).join('|'), 'gi')

/**
 * `text` with every listed compound held together: a word joiner beside each of its characters
 * that is not a letter or digit (where a line may otherwise end: after a dot or a hyphen, around
 * a bracket; between letters, `word-break: keep-all` already holds them), and a no-break space
 * for a space. The text reads and copies the same: both characters are invisible or a space.
 */
export function holdCompounds(text: string): string {
  const held = text.replace(pattern, (compound) => {
    const chars = [...compound].map((c) => (c === ' ' ? '\u00a0' : c))
    const letter = (c: string) => /[\p{L}\p{N}]/u.test(c)
    return chars.map((c, i) => (i > 0 && !(letter(c) && letter(chars[i - 1]!)) && c !== '\u00a0' && chars[i - 1] !== '\u00a0' ? WORD_JOINER + c : c)).join('')
  })
  return holdParticles(holdMiddleDots(held))
}

/**
 * Korean particles and endings a line must not begin with after a number, a date's digits or a
 * closing bracket or quote (docs/decisions/line-breaks.md): "18:00(GMT+9, 대한민국 시간)" then a
 * line "에 마감되었습니다". Between Hangul syllables `word-break: keep-all` already holds.
 */
const particles = ['까지', '부터', '에', '을', '를', '은', '는', '이', '가', '의', '로', '와', '과', '도', '만'] as const
/** The characters before which a line may break where no reader would: digits and closing brackets and quotes. */
const particleHosts = '0-9)\\]」』〉》”’'
const looseParticle = new RegExp(`(?<=[${particleHosts}])(?=${particles.join('|')})`, 'g')

/** A word joiner between a number, a date or a closing bracket and the particle after it. */
function holdParticles(text: string): string {
  return text.replace(looseParticle, WORD_JOINER)
}

/**
 * No line begins with a middle dot (docs/decisions/line-breaks.md): a "·" joining words ("수령·보관")
 * or listing them ("교육기관 · 기업") stays on the line of the word before it, by a word joiner or a
 * no-break space before it. A line may still end with one, as a reader expects of a separator.
 */
function holdMiddleDots(text: string): string {
  return text.replace(/ ·/g, '\u00a0·').replace(/(?<=[^\s\u00a0\u2060])·/g, `${WORD_JOINER}·`)
}

/** Fields that hold addresses or names of things, never text a visitor reads. */
const notText = new Set(['href', 'src', 'url', 'page', 'external', 'id', 'anchor', 'type', 'image', 'logo', 'icon'])

/**
 * Every visitor-read text inside `value` (a section's data) with its compounds held together:
 * the texts of `{ ko, en }` pairs (two strings, or a document per language), never a field that
 * holds an address, an id or a file name.
 */
export function holdCompoundsIn<T>(value: T, inText = false): T {
  if (typeof value === 'string') return (inText ? holdCompounds(value) : value) as T
  if (Array.isArray(value)) return value.map((item) => holdCompoundsIn(item, inText)) as T
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value)
  const pair = entries.length === 2 && entries.every(([key]) => key === 'ko' || key === 'en')
  return Object.fromEntries(entries.map(([key, child]) => [key, notText.has(key) ? child : holdCompoundsIn(child, inText || pair)])) as T
}
