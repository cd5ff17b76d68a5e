import * as fontkit from 'fontkit'
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString, decodePDFRawStream, type PDFRawStream } from 'pdf-lib'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { brand } from '../../manifest/brand'
import { notices } from '../../manifest/notices'
import { userGuideFiles, userGuidePdf } from './user-guide-pdf'

const publicDir = path.resolve(import.meta.dirname, '../../public')
const read = (locale: 'ko' | 'en') => readFileSync(path.join(publicDir, userGuideFiles[locale]))
const stale = 'stale: run npm run draw:notices'

/** The dictionaries of a PDF whose `/Type` is `type`. */
function dictsOf(doc: PDFDocument, type: string): PDFDict[] {
  return doc.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => (object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of(type) ? [object] : []))
}

const streamBytes = (doc: PDFDocument, dict: PDFDict, key: string) => decodePDFRawStream(doc.context.lookup(dict.get(PDFName.of(key))) as PDFRawStream).decode()

/**
 * A bare CFF font program (what a PDF embeds for an OpenType face with PostScript outlines,
 * `/FontFile3`, `/CIDFontType0C`) inside the smallest OpenType file fontkit reads: the sfnt
 * header and one table record, `CFF `. fontkit reads tables when asked, and a glyph's outline
 * needs that table alone.
 */
function cffAsOpenType(cff: Uint8Array): Buffer {
  const header = Buffer.alloc(12 + 16)
  header.write('OTTO', 0, 'latin1')
  header.writeUInt16BE(1, 4)
  header.write('CFF ', 12, 'latin1')
  header.writeUInt32BE(header.length, 20)
  header.writeUInt32BE(cff.length, 24)
  return Buffer.concat([header, cff])
}

/** Whether a glyph draws anything; a corrupt one (misread offsets) fails to decode. */
function hasOutline(font: fontkit.Font, gid: number): boolean {
  try {
    return font.getGlyph(gid).path.toSVG() !== ''
  } catch {
    return false
  }
}

describe('the user guide, one PDF per language', () => {
  it('is committed as drawn, and draws the same bytes every time', async () => {
    for (const locale of ['ko', 'en'] as const) {
      const drawn = await userGuidePdf(locale)
      expect(read(locale).equals(drawn), `${userGuideFiles[locale]}: ${stale}`).toBe(true)
    }
  })

  it('reads back with its title and language: the Korean edition in Korean', async () => {
    const [ko, en] = await Promise.all([PDFDocument.load(read('ko')), PDFDocument.load(read('en'))])
    // Our name is the brand's; the rest of the title is the guide's own (user-guide-pdf.ts).
    expect(ko.getTitle()).toBe(`${brand.name.ko} 이용 가이드`)
    expect(en.getTitle()).toBe(`${brand.name.en} user guide`)
    for (const [doc, lang] of [[ko, 'ko'], [en, 'en']] as const) {
      expect(doc.getPageCount()).toBe(1)
      expect((doc.catalog.lookup(PDFName.of('Lang'), PDFString) as PDFString).decodeText()).toBe(lang)
      expect(doc.getCreationDate()).toEqual(new Date('2024-07-01T00:00:00+09:00'))
    }
  })

  it('embeds subsets of the brand face, Pretendard, no standard font', async () => {
    for (const locale of ['ko', 'en'] as const) {
      const doc = await PDFDocument.load(read(locale))
      const baseFonts = new Set(dictsOf(doc, 'Font').map((font) => String(font.get(PDFName.of('BaseFont')))))
      expect([...baseFonts].sort()).toEqual(['/OBADGE+Pretendard-Bold', '/OBADGE+Pretendard-Regular'])
      for (const descriptor of dictsOf(doc, 'FontDescriptor')) expect(descriptor.has(PDFName.of('FontFile3'))).toBe(true)
    }
  })

  // @pdf-lib/fontkit's TrueType subsets lost most outlines (pdf-fontkit.ts): each glyph the page sets must
  // have one in the embedded font, spaces aside. The ToUnicode map (UTF-16BE) names each glyph's
  // text: one character, or two for a ligature (the "fi" of "file").
  it('has an outline in the embedded subset for every character it sets', async () => {
    for (const locale of ['ko', 'en'] as const) {
      const doc = await PDFDocument.load(read(locale))
      for (const font of dictsOf(doc, 'Font').filter((f) => f.get(PDFName.of('Subtype')) === PDFName.of('Type0'))) {
        const toUnicode = new TextDecoder('latin1').decode(streamBytes(doc, font, 'ToUnicode'))
        const chars = [...toUnicode.matchAll(/^<([0-9A-F]{4})> <([0-9A-F]+)>$/gm)].map(([, gid, utf16]) => ({ gid: parseInt(gid!, 16), char: String.fromCharCode(...utf16!.match(/.{4}/g)!.map((unit) => parseInt(unit, 16))) }))
        const descendant = doc.context.lookup(font.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0), PDFDict)
        const subset = fontkit.create(cffAsOpenType(streamBytes(doc, doc.context.lookup(descendant.get(PDFName.of('FontDescriptor')), PDFDict), 'FontFile3'))) as fontkit.Font
        expect(chars.length).toBeGreaterThan(10)
        const blank = chars.filter(({ gid, char }) => char.trim() !== '' && !hasOutline(subset, gid))
        expect(blank.map(({ char }) => char)).toEqual([])
      }
    }
  })
})

describe('the notices that offer it', () => {
  const downloads = notices.flatMap((notice) => [...(notice.links ?? []), ...(notice.banner?.links ?? [])]).flatMap((link) => ('download' in link ? [link.download] : []))

  it('link the guide in the page’s language: a Korean page the Korean edition', () => {
    const guides = downloads.filter((files) => Object.values(files).some((file) => file.startsWith('/download/obadge-user-guide')))
    expect(guides.length).toBeGreaterThan(0)
    for (const files of guides) expect(files).toEqual(userGuideFiles)
  })

  it('link only files that are in public/', () => {
    for (const file of downloads.flatMap((files) => Object.values(files))) expect(existsSync(path.join(publicDir, file.split('?')[0]!)), file).toBe(true)
  })
})
