import type { FastifyInstance, FastifyRequest } from 'fastify'
import { RequestRefused } from './error-answer'
import { messages } from './messages'

/**
 * The API's JSON body parser: UTF-8 only, every byte of it valid, every key once.
 *
 * fastify's own parser decodes the body with Node's lenient UTF-8 decoder, which turns each
 * invalid byte into U+FFFD: `{"name":"\xff\xfe"}` was stored as two replacement characters, and
 * `JSON.parse` keeps the last of a repeated key without a word. Here:
 *
 * - a `charset` other than UTF-8 (`application/json; charset=utf-16`) is a **415**: the server
 *   does not take that representation at all, whatever the bytes hold (RFC 9110 15.5.16: the
 *   media type of the content, its parameters included); JSON exchanged between systems is UTF-8
 *   (RFC 8259 8.1), which is what the client sends. `charset=utf-8` (any WHATWG label of it) and
 *   no charset are UTF-8.
 * - bytes that are not valid UTF-8 (a stray 0xFF, a truncated or overlong sequence, an encoded
 *   surrogate) are a **400**: the request claims UTF-8 and is malformed, as broken JSON is. A
 *   byte-order mark is skipped (RFC 8259 allows a parser to ignore it).
 * - a `\uD800` escape without its pair decodes to text that UTF-8 cannot hold (SQLite would store
 *   U+FFFD in its place): a 400 naming the field.
 * - a key repeated in one object is a 400 naming it: which of the two values was meant cannot be
 *   known, and a check and a store reading different ones is how such bodies get abused.
 * - the rest is fastify's own parser with prototype poisoning refused (`__proto__`,
 *   `constructor.prototype`): an empty body or broken JSON is a 400.
 */
export function registerStrictJson(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error')
  scope.removeContentTypeParser('application/json')
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string
    try {
      assertUtf8Charset(request)
      text = decodeUtf8(body as Buffer)
    } catch (error) {
      done(error as Error, undefined)
      return
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined)
      try {
        assertWellFormedStrings(value)
        const repeated = firstRepeatedKey(text)
        if (repeated !== undefined) throw new RequestRefused(400, fieldText(messages.repeatedKey, repeated), repeated)
        done(null, value)
      } catch (refusal) {
        done(refusal as Error, undefined)
      }
    })
  })
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

function decodeUtf8(body: Buffer): string {
  try {
    return utf8.decode(body)
  } catch {
    throw new RequestRefused(400, messages.notUtf8)
  }
}

/** The `charset` parameter of the request's Content-Type, unquoted, or undefined. */
function charsetOf(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'] ?? ''
  for (const parameter of header.split(';').slice(1)) {
    const [name, ...value] = parameter.split('=')
    if (name?.trim().toLowerCase() === 'charset') return value.join('=').trim().replace(/^"(.*)"$/, '$1')
  }
  return undefined
}

function assertUtf8Charset(request: FastifyRequest): void {
  const charset = charsetOf(request)
  if (charset === undefined) return
  let encoding: string | undefined
  try {
    // The WHATWG names of the encoding (`utf-8`, `UTF8`, `unicode-1-1-utf-8`…); an unknown label throws.
    encoding = new TextDecoder(charset).encoding
  } catch {
    encoding = undefined
  }
  if (encoding !== 'utf-8') throw new RequestRefused(415, messages.notUtf8Charset)
}

/** A field's text: the field's name after the sentence, as the 400s of the contract write it. */
function fieldText(text: { ko: string; en: string }, field: string) {
  return { ko: `${text.ko} (${field})`, en: `${text.en} (${field})` }
}

/** A UTF-16 surrogate without its pair (in `u` mode a pair is one code point, never Cs). */
const loneSurrogate = /\p{Cs}/u
const wellFormed = (text: string) => !loneSurrogate.test(text)

/** Refuses a string (key or value) holding a lone surrogate, naming the field it is in. */
function assertWellFormedStrings(value: unknown, field?: string): void {
  if (typeof value === 'string') {
    if (!wellFormed(value)) throw new RequestRefused(400, fieldText(messages.notUnicodeText, field ?? 'body'), field ?? 'body')
    return
  }
  if (typeof value !== 'object' || value === null) return
  for (const [key, inner] of Object.entries(value)) {
    if (!wellFormed(key)) throw new RequestRefused(400, fieldText(messages.notUnicodeText, 'body'), 'body')
    assertWellFormedStrings(inner, field ?? key)
  }
}

/**
 * The first key that appears twice in one object of `text`, compared as decoded (`"a"` and
 * `"\u0061"` are one key). `text` is valid JSON (it has been parsed), so a scan of its strings,
 * brackets and commas is enough to know which strings are keys.
 */
export function firstRepeatedKey(text: string): string | undefined {
  // One entry per open bracket: the keys seen so far in an object, null for an array.
  const open: Array<Set<string> | null> = []
  let keyNext = false
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]
    if (c === '"') {
      let end = i + 1
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1
      if (keyNext) {
        const key = JSON.parse(text.slice(i, end + 1)) as string
        const keys = open.at(-1)!
        if (keys.has(key)) return key
        keys.add(key)
        keyNext = false
      }
      i = end
    } else if (c === '{') {
      open.push(new Set())
      keyNext = true
    } else if (c === '[') {
      open.push(null)
    } else if (c === '}' || c === ']') {
      open.pop()
    } else if (c === ',') {
      keyNext = open.at(-1) instanceof Set
    }
  }
  return undefined
}
