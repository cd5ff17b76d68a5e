import zlib from 'node:zlib'
import { PNG } from 'pngjs'
import type { PartnerRequestInput } from '../../manifest/schema/partner-request'

/**
 * A multipart/form-data body written byte for byte, as a browser would send it, so a test controls
 * every part (a file's declared type and name, a repeated field) rather than trusting a client.
 */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; type: string; bytes: Uint8Array },
): { body: Buffer; contentType: string } {
  const boundary = '----obadgeTestBoundary7MA4YWxkTrZu0gW'
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'logo'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`))
    parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** A partner's event as the request form sends it: every field a partner fills in. */
export const validPartnerEvent = {
  slug: 'newpartner-forum',
  interfaceLanguage: 'ko',
  title: { ko: '새 파트너 포럼 참가 배지', en: 'New Partner Forum attendance badge' },
  description: { ko: '참가자는 이름과 이메일로 참가 배지를 받으세요.', en: 'Attendees: enter your name and e-mail to receive the badge.' },
  name: { ko: '새 파트너 포럼 2027', en: 'New Partner Forum 2027' },
  partner: { name: { ko: '새 파트너', en: 'New Partner' }, url: 'https://partner.example' },
  timeZone: 'Asia/Bangkok',
  dates: { start: '2027-05-01', end: '2027-05-02' },
  venue: { kind: 'place', name: { ko: '방콕 컨벤션 센터', en: 'Bangkok Convention Centre' }, address: { ko: '방콕 라차다피섹 로 60', en: '60 Ratchadaphisek Rd, Bangkok' }, country: 'TH' },
  criteria: { ko: '포럼에 참가했음을 인정합니다.', en: 'Recognises attendance at the forum.' },
  claims: { opens: '2027-05-01T09:00', closes: '2027-05-15T18:00' },
  // The English name in capitals would not fit the badge's ribbon (partner-request-rules.ts).
  badgeLabel: 'NP FORUM',
  asksClaimCode: true,
} as const satisfies PartnerRequestInput

/** The text fields of a valid request, `event` as the JSON the form sends. */
export const validPartnerFields = (event: unknown = validPartnerEvent): Record<string, string> => ({
  lang: 'ko-KR',
  contactName: '김담당',
  email: 'events@partner.example',
  tel: '0212345678',
  event: JSON.stringify(event),
})

/** A blank PNG of the given size, real bytes (pngjs). */
export const pngOf = (width: number, height: number): Buffer => PNG.sync.write(new PNG({ width, height }))

/** A small SVG logo with `body` inside, 240 x 64. */
export const svgOf = (body = '<rect width="240" height="64" fill="#0a5"/>', attributes = ''): Buffer =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64"${attributes}>${body}</svg>`)

/**
 * A real PNG logo of exactly `bytes` bytes (400 x 120, padded with a text chunk), as a photo or a
 * large export would weigh: decodable by any reader, its size to the byte for the limit's edges.
 */
export function pngOfBytes(bytes: number): Buffer {
  const image = pngOf(400, 120)
  const iend = image.length - 12
  const padding = bytes - image.length - 12
  if (padding < 8) throw new Error(`a PNG of ${bytes} bytes is smaller than the image itself`)
  const type = Buffer.from('tEXt')
  const data = Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding - 8, 'x')])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])))
  return Buffer.concat([image.subarray(0, iend), length, type, data, crc, image.subarray(iend)])
}
