import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The user guide the notices offer at `/download/obadge-user-guide.pdf` (spec 7: "a user guide
 * PDF under /download"): a small, valid PDF 1.4 written byte by byte, one A4 page in Helvetica.
 * The provider's real guide replaces the file; until then this one says what it will hold.
 * `npm run draw:notices` writes it; `draw-banners.test.ts` fails while the committed file differs.
 */
const lines: [size: number, text: string][] = [
  [22, 'oBadge user guide'],
  [11, 'Sample edition. The provider\'s full guide replaces this file.'],
  [14, '1. Issuing badges'],
  [11, 'Log in to the issuer site, design a badge, then issue it to recipients by e-mail.'],
  [14, '2. Managing badges'],
  [11, 'Follow issued badges, reissue or revoke them, and export the records.'],
  [14, '3. The badge wallet'],
  [11, 'Recipients collect, showcase and share their badges from the wallet.'],
  [11, 'A badge can be verified at any time on the verification page.'],
  [14, 'Support'],
  [11, 'Weekdays 9:00 to 18:00 (KST), 02-0000-0000 (sample number).'],
]

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`)

export function userGuidePdf(): Buffer {
  let y = 780
  const content = lines
    .map(([size, text]) => {
      y -= size === 11 ? 18 : 34
      return `BT /F1 ${size} Tf 56 ${y} Td (${escapePdf(text)}) Tj ET`
    })
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Title (oBadge user guide) /Producer (oBadge site) >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1')
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

export const userGuideFile = '/download/obadge-user-guide.pdf'

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public', `.${userGuideFile}`)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, userGuidePdf())
  console.log(`notices: ${userGuideFile} written`)
}
