import type { PDFFont } from 'pdf-lib'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brand } from '../../manifest/brand'
import { palette } from '../../src/styles/palette'
import { createPdf, embedBrandFace, pdfColour } from '../pdf/pdf-document'

/**
 * The user guide the notices offer (docs/rules/api.md §7: "a user guide PDF under /download"), one edition per
 * language, each linked from its language's notices (manifest/notices/). A sample: the provider's
 * real guide replaces the files; until then they say what it will hold. One A4 page set in the
 * brand face, Pretendard (the site's and the sharing cards', from node_modules), subset into the file.
 * `npm run draw:notices` writes them; `user-guide-pdf.test.ts` fails while a committed file differs.
 */
type Locale = 'ko' | 'en'

export const userGuideFiles = { ko: '/download/obadge-user-guide-ko.pdf', en: '/download/obadge-user-guide-en.pdf' } as const

type Block = { style: keyof typeof styles; text: string }

const sample = brand.placeholder ? { ko: ' (예시 번호)', en: ' (sample number)' } : { ko: '', en: '' }

/** What each edition says: the Korean one the same as the English, written in Korean. */
const userGuideText: Record<Locale, { title: string; blocks: Block[] }> = {
  ko: {
    title: `${brand.name.ko} 이용 가이드`,
    blocks: [
      { style: 'lead', text: '이 가이드는 견본입니다. 서비스 제공사의 정식 가이드가 나오면 이 파일을 대체합니다.' },
      { style: 'heading', text: '1. 배지 발급' },
      { style: 'body', text: '발급자 사이트에 로그인해 배지를 디자인한 다음, 수령자에게 이메일로 발급합니다.' },
      { style: 'heading', text: '2. 배지 관리' },
      { style: 'body', text: '발급한 배지의 현황을 확인하고, 재발급하거나 취소할 수 있으며, 발급 기록을 내보낼 수 있습니다.' },
      { style: 'heading', text: '3. 배지 지갑' },
      { style: 'body', text: '수령자는 지갑에서 배지를 모으고, 전시하고, 공유합니다.' },
      { style: 'body', text: '배지의 진위는 검증 페이지에서 언제든지 확인할 수 있습니다.' },
      { style: 'heading', text: '고객 지원' },
      { style: 'body', text: `${brand.supportHours.ko} · ${brand.supportPhone}${sample.ko}` },
    ],
  },
  en: {
    title: `${brand.name.en} user guide`,
    blocks: [
      { style: 'lead', text: 'Sample edition. The provider’s full guide replaces this file.' },
      { style: 'heading', text: '1. Issuing badges' },
      { style: 'body', text: 'Log in to the issuer site, design a badge, then issue it to recipients by e-mail.' },
      { style: 'heading', text: '2. Managing badges' },
      { style: 'body', text: 'Follow issued badges, reissue or revoke them, and export the records.' },
      { style: 'heading', text: '3. The badge wallet' },
      { style: 'body', text: 'Recipients collect, showcase and share their badges from the wallet.' },
      { style: 'body', text: 'A badge can be verified at any time on the verification page.' },
      { style: 'heading', text: 'Support' },
      { style: 'body', text: `${brand.supportHours.en}, ${brand.supportPhone}${sample.en}.` },
    ],
  },
}

/** Size and weight of each kind of line, and the space above it (pt). */
const styles = {
  title: { size: 22, bold: true, gap: 0, colour: palette.brandStrong },
  lead: { size: 11, bold: false, gap: 16, colour: palette.textMuted },
  heading: { size: 14, bold: true, gap: 22, colour: palette.text },
  body: { size: 11, bold: false, gap: 6, colour: palette.text },
} as const

const a4 = { width: 595.28, height: 841.89 }
const margin = 56
const lineHeight = 1.6
/**
 * The edition's date, in the file's metadata. Fixed, so that `npm run draw:notices` rewrites the
 * same bytes until the text changes.
 */
const edition = new Date('2024-07-01T00:00:00+09:00')

export async function userGuidePdf(locale: Locale): Promise<Uint8Array> {
  const { title, blocks } = userGuideText[locale]
  // The same bytes on every run (pdf-document.ts), with the edition's fixed dates below.
  const doc = await createPdf()
  const fonts = await embedBrandFace(doc)

  doc.setTitle(title, { showInWindowTitleBar: true })
  doc.setLanguage(locale)
  doc.setAuthor(brand.name[locale])
  doc.setCreator(`${brand.name.en} site (scripts/notices/user-guide-pdf.ts)`)
  doc.setProducer('pdf-lib')
  doc.setCreationDate(edition)
  doc.setModificationDate(edition)

  const page = doc.addPage([a4.width, a4.height])
  let y = a4.height - margin
  for (const { style, text } of [{ style: 'title', text: title } as const, ...blocks]) {
    const { size, bold, gap, colour } = styles[style]
    const font = bold ? fonts.bold : fonts.regular
    y -= gap
    for (const line of wrap(text, font, size, a4.width - 2 * margin)) {
      y -= size * lineHeight
      page.drawText(line, { x: margin, y, size, font, color: pdfColour(colour) })
    }
    if (style === 'title') {
      y -= 12
      page.drawRectangle({ x: margin, y, width: 48, height: 4, color: pdfColour(palette.focus) })
    }
  }
  return doc.save()
}

/** Breaks between words, as the site sets Korean (`word-break: keep-all`). */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public')
  for (const locale of ['ko', 'en'] as const) {
    const file = path.join(publicDir, userGuideFiles[locale])
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, await userGuidePdf(locale))
    console.log(`notices: ${userGuideFiles[locale]} written`)
  }
}
