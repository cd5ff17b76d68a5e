import type { z } from 'zod'
import { PartnerRequestSchema, type PartnerRequest } from '../../manifest/schema/partner-request'
import { logoLimits, logoProblems, type LogoProblem } from '../../src/lib/logo-file'
import { RequestRefused } from './error-answer'
import { drawLogo } from './logo-drawing'
import { fieldMessage, type Text } from './messages'

/*
 * The checks of `requestPartnerEvent` after the contract's: the event's fields with the manifest's
 * own schema (PartnerRequestSchema, the entry's rules), and the logo by its content
 * (src/lib/logo-file.ts, the same checks `npm run new:event` makes). Each refusal names its
 * field and reason in the request's language.
 */

const kB = (bytes: number) => Math.ceil(bytes / 1000)

/** Why a logo is refused, for the partner who sent it. */
export function logoRefusalText(problem: LogoProblem): Text {
  switch (problem.kind) {
    case 'tooBig':
      return { ko: `로고 파일이 ${kB(problem.bytes)} kB입니다. ${logoLimits.maxBytes / 1000} kB 이하로 보내 주세요`, en: `The logo file is ${kB(problem.bytes)} kB; send one of at most ${logoLimits.maxBytes / 1000} kB` }
    case 'notImage':
    case 'wrongName':
      return { ko: '로고는 PNG나 SVG 파일이어야 합니다(파일 이름이 아니라 내용으로 확인합니다)', en: 'The logo must be a PNG or SVG file (its content is checked, not its name)' }
    case 'noProportions':
      return { ko: 'SVG 로고에 viewBox(또는 width와 height)가 없어 비율을 알 수 없습니다', en: 'The SVG logo gives no viewBox (or width and height), so its proportions are unknown' }
    case 'pngTooSmall':
      return { ko: `PNG 로고가 ${problem.width} x ${problem.height} px입니다. 짧은 쪽이 ${logoLimits.minPngSide} px 이상이어야 합니다(또는 SVG로 보내 주세요)`, en: `The PNG logo is ${problem.width} x ${problem.height} px; its shorter side must be at least ${logoLimits.minPngSide} px (or send an SVG)` }
    case 'pngTooLarge':
      return { ko: `PNG 로고가 ${problem.width} x ${problem.height} px입니다. 긴 쪽이 ${logoLimits.maxPngSide} px 이하여야 합니다`, en: `The PNG logo is ${problem.width} x ${problem.height} px; its longer side must be at most ${logoLimits.maxPngSide} px` }
    case 'tooThin':
      return { ko: `로고의 가로세로 비율이 ${problem.aspect} : 1입니다. ${logoLimits.maxAspect} : 1 이하여야 합니다`, en: `The logo is ${problem.aspect} : 1; it may be at most ${logoLimits.maxAspect} : 1` }
    case 'script':
      return { ko: '로고 SVG에 스크립트(<script>)가 들어 있습니다. 스크립트 없는 그림으로 다시 내보내 주세요', en: 'The SVG logo holds a script (<script>); export it again as a picture without scripts' }
    case 'eventHandler':
      return { ko: `로고 SVG에 이벤트 처리기(${problem.attribute})가 들어 있습니다. 그림만 남기고 다시 내보내 주세요`, en: `The SVG logo holds an event handler (${problem.attribute}); export it again as a picture only` }
    case 'javascriptUrl':
      return { ko: '로고 SVG에 javascript: 주소가 들어 있습니다. 그림만 남기고 다시 내보내 주세요', en: 'The SVG logo holds a javascript: address; export it again as a picture only' }
    case 'entity':
      return { ko: '로고 SVG에 엔티티 선언(<!ENTITY>)이 들어 있습니다. 그림만 남기고 다시 내보내 주세요', en: 'The SVG logo declares entities (<!ENTITY>), which can hide a script; export it again as a picture only' }
    case 'outsideReference':
      return { ko: `로고 SVG가 바깥의 파일이나 주소(${problem.reference})를 참조합니다. 그림을 파일 안에 넣어 주세요`, en: `The SVG logo refers to something outside itself (${problem.reference}); put the picture inside the file` }
  }
}

/**
 * The logo as it is kept: a PNG as sent, an SVG as the PNG drawn from it (logo-drawing.ts), or a
 * 422 `LogoRefused` naming the first reason a partner can act on.
 */
export function storedLogo(bytes: Uint8Array): { format: 'png'; bytes: Uint8Array } {
  const { problems, image } = logoProblems(bytes)
  const first = problems[0] ?? (image ? undefined : { kind: 'notImage' as const })
  if (first) throw logoRefused(first)
  if (image!.format === 'png') return { format: 'png', bytes }
  const drawn = drawLogo(new TextDecoder().decode(bytes))
  if (!drawn) throw logoRefused({ kind: 'notImage' })
  return { format: 'png', bytes: drawn }
}

function logoRefused(problem: LogoProblem): RequestRefused {
  const text = logoRefusalText(problem)
  return new RequestRefused(422, { ko: `${text.ko} (logo)`, en: `${text.en} (logo)` }, 'logo')
}

/** The entry's checks across fields, worded for a partner (the schema's own words are a maintainer's). */
const crossFieldTexts: Record<string, Text> = {
  claims: { ko: '신청 시작 시각은 마감 시각보다 앞서야 합니다', en: 'claims must open before they close' },
  'claims.opens': { ko: '행사 시간대에 없는 날짜와 시간입니다', en: "is not a real date and time in the event's time zone" },
  'claims.closes': { ko: '행사 시간대에 없는 날짜와 시간입니다', en: "is not a real date and time in the event's time zone" },
  dates: { ko: '끝나는 날은 시작하는 날보다 앞설 수 없습니다', en: 'the last day must not come before the first' },
}

/** An ajv keyword that words a zod issue as the API words any field (messages.ts). */
function keywordOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'type'
    case 'too_small':
      return 'minLength'
    case 'too_big':
      return 'maxLength'
    case 'unrecognized_keys':
      return 'additionalProperties'
    case 'invalid_value':
    case 'invalid_union':
      return 'enum'
    default:
      return 'format'
  }
}

/** The event's fields, parsed from the request's `event` text and checked with the manifest's schema, or a 400 naming the field. */
export function checkedEvent(text: string): PartnerRequest {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw refusal('event', 'format')
  }
  const parsed = PartnerRequestSchema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  const path = [...issue.path, ...(issue.code === 'unrecognized_keys' ? [issue.keys[0]!] : [])].map(String).join('.') || 'event'
  const own = issue.code === 'custom' ? crossFieldTexts[path] : undefined
  if (own) throw new RequestRefused(400, { ko: `${own.ko} (${path})`, en: `${path}: ${own.en}` }, path)
  throw refusal(path, keywordOf(issue))
}

function refusal(field: string, keyword: string): RequestRefused {
  return new RequestRefused(400, { ko: fieldMessage(field, keyword, 'ko'), en: fieldMessage(field, keyword, 'en') }, field)
}
