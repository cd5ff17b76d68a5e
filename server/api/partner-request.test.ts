import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TranslationFunctions } from '../../src/i18n/i18n-types'
import { pngSize } from '../../src/lib/logo-file'
import { listAcknowledgements, listPartnerRequests } from '../db/partner-request-store'
import { contract } from '../test-support/contract'
import { multipartBody, pngOf, svgOf, validPartnerEvent, validPartnerFields } from '../test-support/form-body'
import { startTestApi, unlimitedWrites, type TestApi } from '../test-support/test-api'
import { siteSentence } from './messages'

// The partner's request (`requestPartnerEvent`) with raw multipart bodies: every refusal names its
// reason in the request's language, stores nothing, and is never a 500.
let api: TestApi
beforeAll(async () => {
  // The day the scaffold's rules were asked of the API: a window of January 2026 is past.
  api = await startTestApi({ writeLimits: unlimitedWrites, now: () => new Date('2026-11-29T03:00:00.000Z') })
})
afterAll(async () => {
  await api.app.close()
})

type File = Parameters<typeof multipartBody>[1]
async function send(fields: Record<string, string>, file?: File, language = 'ko-KR') {
  const { body, contentType } = multipartBody(fields, file)
  const response = await api.app.inject({ method: 'POST', url: '/api/v1/PartnerEventRequest', headers: { 'content-type': contentType, 'accept-language': language }, payload: body })
  return { status: response.statusCode, body: response.json<{ resultCode?: number; message?: string; field?: string; requestId?: number }>() }
}
const svgFile = (bytes: Uint8Array, name = 'logo.svg'): File => ({ name, type: 'image/svg+xml', bytes })
const pngFile = (bytes: Uint8Array, name = 'logo.png'): File => ({ name, type: 'image/png', bytes })
const stored = () => ({ requests: api.count('partner_requests'), acknowledgements: api.count('acknowledgements') })
/** The valid event at another address, so it is not a repeat of another test's request. */
const forAddress = (slug: string, changes: object = {}) => ({ ...validPartnerEvent, slug, ...changes })

type Words = TranslationFunctions['partnerRequest']
/**
 * A refusal as the API answers it, in both languages: the request page's sentence, as the server
 * takes it from the dictionary (filled with this test's own values), then the field's name.
 */
function refusal(pick: (L: Words) => string, field: string) {
  const sentence = siteSentence((L) => pick(L.partnerRequest))
  return { ko: `${sentence.ko} (${field})`, en: `${sentence.en} (${field})` }
}
const logoRefusal = (pick: (R: Words['logoRefused']) => string) => refusal((L) => pick(L.logoRefused), 'logo')
const ruleRefusal = (pick: (R: Words['refused']) => string, field: string) => refusal((L) => pick(L.refused), field)

describe('a partner request with a logo', () => {
  it('stores a PNG logo, the checked event and an acknowledgement in the contact person\'s language', async () => {
    const before = stored()
    const answer = await send(validPartnerFields(), pngFile(pngOf(400, 120)))
    expect(answer).toEqual({ status: 200, body: { result: 'Requested', requestId: expect.any(Number), duplicate: false } })
    expect(stored()).toEqual({ requests: before.requests + 1, acknowledgements: before.acknowledgements + 1 })
    const request = listPartnerRequests(api.db).find((r) => r.id === answer.body.requestId)!
    expect(request.logo?.format).toBe('png')
    expect(request.event.name.en).toBe('New Partner Forum 2027')
    expect(request.event.timeZone).toBe('Asia/Bangkok')
    const acknowledgement = listAcknowledgements(api.db).find((a) => a.partnerRequestId === answer.body.requestId)!
    expect(acknowledgement.to).toBe('events@partner.example')
    expect(acknowledgement.subject).toBe(`[oBadge] 행사 배지 페이지 요청을 받았습니다 (요청 #${answer.body.requestId})`)
    expect(acknowledgement.body).toContain('"새 파트너 포럼 2027" 행사 배지 페이지 요청을')
  })

  it('keeps an SVG logo, known by its content whatever its name, as the PNG drawn from it', async () => {
    const answer = await send({ ...validPartnerFields(forAddress('svg-forum')), lang: 'en-US' }, svgFile(svgOf('<defs><linearGradient id="g"/></defs><rect width="240" height="64" fill="url(#g)"/><use href="#g"/>'), 'logo.png'))
    expect(answer.status).toBe(200)
    const request = listPartnerRequests(api.db).find((r) => r.id === answer.body.requestId)!
    // Only pixels are kept: a partner's SVG never reaches public/partners/ as an SVG (logo-drawing.ts).
    expect(request.logo?.format).toBe('png')
    expect(pngSize(request.logo!.bytes)).toEqual({ width: 800, height: 213 })
    expect(listAcknowledgements(api.db).find((a) => a.partnerRequestId === answer.body.requestId)!.subject).toBe(
      `[oBadge] We have received your event badge page request (request #${answer.body.requestId})`,
    )
  })

  it('stores a request without a logo', async () => {
    expect(await send(validPartnerFields(forAddress('plain-forum')))).toMatchObject({ status: 200, body: { duplicate: false } })
  })
})

describe('a refused logo: its reason in the request\'s language, nothing stored', () => {
  it.each([
    ['a JPEG named .png', pngFile(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])), 422, logoRefusal((R) => R.notImage())],
    ['a file over 200 kB', pngFile(new Uint8Array(200_001)), 413, { ko: '로고 파일은 200 kB 이하여야 합니다', en: 'The logo file must be at most 200 kB' }],
    ['a PNG too wide for its height', pngFile(pngOf(1800, 200)), 422, logoRefusal((R) => R.tooThin({ aspect: 9, max: 8 }))],
    ['a PNG over 4,000 px', pngFile(pngOf(4400, 1000)), 422, logoRefusal((R) => R.pngTooLarge({ width: 4400, height: 1000, max: 4000 }))],
    ['a PNG too small to print', pngFile(pngOf(300, 60)), 422, logoRefusal((R) => R.pngTooSmall({ width: 300, height: 60, min: 100 }))],
    ['an SVG with a script', svgFile(svgOf('<script>alert(1)</script>')), 422, logoRefusal((R) => R.script())],
    ['an SVG with an event handler', svgFile(svgOf('<rect width="1" height="1"/>', ' onload="alert(1)"')), 422, logoRefusal((R) => R.eventHandler({ attribute: 'onload' }))],
    ['an SVG with a javascript: link', svgFile(svgOf('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>')), 422, logoRefusal((R) => R.javascriptUrl())],
    ['an SVG drawing an outside file', svgFile(svgOf('<image href="https://cdn.example/logo.png" width="10" height="10"/>')), 422,
      logoRefusal((R) => R.outsideReference({ reference: 'https://cdn.example/logo.png' }))],
    ['an SVG drawing a data: address', svgFile(svgOf('<image xlink:href="data:image/svg+xml;base64,PHN2Zz4=" width="10" height="10"/>')), 422,
      logoRefusal((R) => R.outsideReference({ reference: 'data:image/svg+xml;base64,PHN2Zz4=' }))],
    ['an SVG filling with an outside url()', svgFile(svgOf('<rect width="10" height="10" style="fill: url(https://x.example/p.svg#a)"/>')), 422,
      logoRefusal((R) => R.outsideReference({ reference: 'https://x.example/p.svg#a' }))],
  ])('%s', async (_case, file, status, message) => {
    const before = stored()
    const ko = await send(validPartnerFields(), file, 'ko-KR')
    const en = await send(validPartnerFields(), file, 'en-US')
    expect([ko.status, en.status]).toEqual([status, status])
    expect(ko.body.message).toBe(message.ko)
    expect(en.body.message).toBe(message.en)
    expect(ko.body.field).toBe('logo')
    expect(stored()).toEqual(before)
  })
})

describe('the contract\'s word for a refused logo', () => {
  it('is what the server answers to an SVG with a script, byte for byte', async () => {
    const responses = (contract as unknown as { components: { responses: Record<string, { content: Record<string, { examples: Record<string, { value: unknown }> }> }> } })
      .components.responses
    const example = responses.LogoRefused!.content['application/json']!.examples.scripted!.value
    const answer = await send(validPartnerFields(), svgFile(svgOf('<script>alert(1)</script>')), 'ko-KR')
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual(example)
  })
})

describe('the event checked with the manifest\'s schema', () => {
  it.each([
    ['a missing event name', { ...validPartnerEvent, name: undefined }, 'name', '필수 항목입니다 (name)', 'name is required'],
    ['an English title left empty', { ...validPartnerEvent, title: { ko: '제목', en: '' } }, 'title.en', '값을 입력해주세요 (title.en)', 'title.en must not be empty'],
    ['a time zone that is not IANA', { ...validPartnerEvent, timeZone: 'GMT+7' }, 'timeZone', '형식이 올바르지 않습니다 (timeZone)', 'timeZone is not in the expected format'],
    ['a last day before the first', { ...validPartnerEvent, dates: { start: '2027-05-02', end: '2027-05-01' } }, 'dates', '끝나는 날은 시작하는 날보다 앞설 수 없습니다 (dates)', 'dates: the last day must not come before the first'],
    ['claims closing before they open', { ...validPartnerEvent, claims: { opens: '2027-05-15T18:00', closes: '2027-05-01T09:00' } }, 'claims', '신청 시작 시각은 마감 시각보다 앞서야 합니다 (claims)', 'claims: claims must open before they close'],
    ['a field an entry does not have', { ...validPartnerEvent, company: 'mine' }, 'company', '이 요청에 없는 항목입니다 (company)', 'company is not a field of this request'],
  ])('%s is a 400 naming the field', async (_case, event, field, korean, english) => {
    const before = stored()
    const ko = await send(validPartnerFields(event), pngFile(pngOf(400, 120)))
    const en = await send(validPartnerFields(event), undefined, 'en-US')
    expect([ko.status, en.status]).toEqual([400, 400])
    expect([ko.body.field, en.body.field]).toEqual([field, field])
    expect(ko.body.message).toBe(korean)
    expect(en.body.message).toBe(english)
    expect(stored()).toEqual(before)
  })

  it('refuses event text that is not JSON, naming `event`', async () => {
    const answer = await send({ ...validPartnerFields(), event: '{"slug":' })
    expect(answer).toMatchObject({ status: 400, body: { field: 'event' } })
  })
})

describe('a malformed form is the client\'s fault, never a 500', () => {
  const raw = async (payload: string | Buffer, contentType: string) =>
    (await api.app.inject({ method: 'POST', url: '/api/v1/PartnerEventRequest', headers: { 'content-type': contentType }, payload })).statusCode

  it.each([
    ['a body cut off mid-part', () => raw(multipartBody(validPartnerFields()).body.subarray(0, 120), multipartBody({}).contentType), 400],
    ['a boundary the body never uses', () => raw('no parts here', 'multipart/form-data; boundary=zzz'), 400],
    ['no boundary at all', () => raw('x', 'multipart/form-data'), 400],
    ['JSON instead of a form', () => raw(JSON.stringify(validPartnerFields()), 'application/json'), 415],
    ['two logos', async () => {
      const { body, contentType } = multipartBody(validPartnerFields(), { name: 'a.png', type: 'image/png', bytes: pngOf(400, 120) })
      const second = Buffer.from(body.toString('latin1').replace(/--\r\n$/, `\r\nContent-Disposition: form-data; name="logo"; filename="b.png"\r\nContent-Type: image/png\r\n\r\nx\r\n--${contentType.split('=')[1]}--\r\n`), 'latin1')
      return raw(second, contentType)
    }, 413],
  ])('%s', async (_case, call, status) => {
    const before = stored()
    expect(await call()).toBe(status)
    expect(stored()).toEqual(before)
  })

  it('a file in a text field, a text in the file field and a field sent twice are 400s naming the field', async () => {
    const inEvent = await send(validPartnerFields(), { field: 'event', name: 'e.json', type: 'application/json', bytes: Buffer.from('{}') })
    expect(inEvent).toMatchObject({ status: 400, body: { field: 'event' } })
    const textLogo = await send({ ...validPartnerFields(), logo: 'https://partner.example/logo.png' })
    expect(textLogo).toMatchObject({ status: 400, body: { field: 'logo' } })
    const { body, contentType } = multipartBody({ ...validPartnerFields() })
    const twice = Buffer.concat([Buffer.from(`--${contentType.split('=')[1]}\r\nContent-Disposition: form-data; name="email"\r\n\r\nother@partner.example\r\n`), body])
    const answer = await api.app.inject({ method: 'POST', url: '/api/v1/PartnerEventRequest', headers: { 'content-type': contentType }, payload: twice })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ field: 'email' })
  })

  it('a missing required field is a 400 naming it', async () => {
    const { contactName: _left, ...fields } = validPartnerFields()
    expect(await send(fields)).toMatchObject({ status: 400, body: { field: 'contactName', message: '이 항목을 입력해주세요 (contactName)' } })
  })
})

describe("the scaffold's own rules, before a request is acknowledged (src/lib/partner-request-rules.ts)", () => {
  // The request of the issue: a live address with a claim window in January 2026.
  it('refuses the address aeskr, already a page, with 409 naming slug, in both languages', async () => {
    const before = stored()
    const event = forAddress('aeskr', { claims: { opens: '2026-01-10T09:00', closes: '2026-01-31T18:00' } })
    const ko = await send(validPartnerFields(event))
    const en = await send(validPartnerFields(event), undefined, 'en-US')
    expect(ko).toEqual({ status: 409, body: { resultCode: 409, field: 'slug', message: '이미 사이트에 있는 주소입니다. 다른 주소를 골라 주세요 (slug)' } })
    expect(en).toEqual({ status: 409, body: { resultCode: 409, field: 'slug', message: 'This address is already a page of the site; choose another (slug)' } })
    expect(stored()).toEqual(before)
  })

  it.each([
    ['a claim window that closed in January 2026', forAddress('past-forum', { claims: { closes: '2026-01-31T18:00' } }), 400, 'claims.closes',
      ruleRefusal((R) => R.windowPast({ closes: '2026-01-31 18:00', zone: 'Asia/Bangkok' }), 'claims.closes')],
    ['an address whose company code an event uses', forAddress('aes-kr'), 409, 'slug', ruleRefusal((R) => R.companyInUse({ company: 'aeskr' }), 'slug')],
    ['a badge label too wide for the ribbon', forAddress('label-forum', { badgeLabel: 'NEW PARTNER FORUM 2027' }), 400, 'badgeLabel',
      ruleRefusal((R) => R.labelTooLong({ label: 'NEW PARTNER FORUM 2027' }), 'badgeLabel')],
    ['no label, and an English name too wide for the ribbon', { ...forAddress('name-forum'), badgeLabel: undefined }, 400, 'badgeLabel',
      ruleRefusal((R) => R.nameTooLongForLabel({ label: 'NEW PARTNER FORUM 2027' }), 'badgeLabel')],
    ['a first day that is no day (2027-13-01)', forAddress('date-forum', { dates: { start: '2027-13-01' } }), 400, 'dates.start',
      { ko: '형식이 올바르지 않습니다 (dates.start)', en: 'dates.start is not in the expected format' }],
  ])('refuses %s, naming the field, nothing stored', async (_case, event, status, field, message) => {
    const before = stored()
    const ko = await send(validPartnerFields(event))
    const en = await send(validPartnerFields(event), undefined, 'en-US')
    expect([ko.status, en.status]).toEqual([status, status])
    expect([ko.body.field, en.body.field]).toEqual([field, field])
    expect(ko.body.message).toBe(message.ko)
    expect(en.body.message).toBe(message.en)
    expect(stored()).toEqual(before)
  })

  it('refuses an address another partner has asked for, without telling their request', async () => {
    const first = await send(validPartnerFields(forAddress('wanted-forum')))
    expect(first.status).toBe(200)
    const before = stored()
    const other = await send({ ...validPartnerFields(forAddress('wanted-forum')), email: 'someone@else.example' }, undefined, 'en-US')
    expect(other).toEqual({ status: 409, body: { resultCode: 409, field: 'slug', message: 'Another request has already asked for this address; choose another (slug)' } })
    // The company code it would give is held too: wanted-forum and wantedforum are one code.
    const sameCode = await send({ ...validPartnerFields(forAddress('wantedforum')), email: 'someone@else.example' }, undefined, 'en-US')
    expect(sameCode).toMatchObject({ status: 409, body: { field: 'slug', message: expect.stringContaining('wantedforum, which another request has already asked for') } })
    expect(stored()).toEqual(before)
  })
})

describe('a repeat of an open request (same e-mail, same address)', () => {
  it('is answered with the earlier request number and duplicate: true; nothing stored or sent', async () => {
    const first = await send(validPartnerFields(forAddress('twice-forum')), pngFile(pngOf(400, 120)))
    expect(first).toMatchObject({ status: 200, body: { duplicate: false } })
    const before = stored()
    const again = await send({ ...validPartnerFields(forAddress('twice-forum', { title: { ko: '고친 제목', en: 'A corrected title' } })), email: 'EVENTS@partner.example' })
    expect(again).toEqual({ status: 200, body: { result: 'Requested', requestId: first.body.requestId, duplicate: true } })
    expect(stored()).toEqual(before)
  })

  it('sent twice at once is stored once: the second sees the first inside the group commit', async () => {
    const fields = validPartnerFields(forAddress('burst-forum'))
    const before = stored()
    const [a, b] = await Promise.all([send(fields), send(fields)])
    expect([a.body.requestId, b.body.requestId]).toEqual([a.body.requestId, a.body.requestId])
    expect([a.body, b.body].map((body) => (body as { duplicate?: boolean }).duplicate).sort()).toEqual([false, true])
    expect(stored()).toEqual({ requests: before.requests + 1, acknowledgements: before.acknowledgements + 1 })
  })
})
