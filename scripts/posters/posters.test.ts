import jsQR from 'jsqr'
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, PDFString, decodePDFRawStream, type PDFRawStream } from 'pdf-lib'
import { PNG } from 'pngjs'
import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brand } from '../../manifest/brand'
import { aeskr } from '../../manifest/events/aeskr'
import { exampleEvent } from '../../manifest/events/example-event'
import { exampleEventEn } from '../../manifest/events/example-event-en'
import { loadSite } from '../../manifest/site'
import { pageText } from '../pdf/pdf-text'
import { sitemapXml } from '../prerender/site-files'
import { samplePosterHashes } from './__fixtures__/poster-hashes'
import { posterContents } from './poster-content'
import { writePosters } from './write-posters'

const root = path.resolve(import.meta.dirname, '../..')
const origin = 'https://www.obadge.example'
// The build's day the examples' windows are read on (relative: from 09:00 the day before to 18:00
// fourteen days on), fixed so the test says which deadline it expects: 30 September, 18:00, Seoul.
const buildDay = Date.parse('2026-09-16T12:00:00+09:00')
// The English example asks for a claim code (manifest/events/example-event-en.ts), read from the entry.
const summitCode = loadSite().routes.find((r) => r.event?.slug === 'example-event-en')!.event!.claimCode!

/** The QR code a PNG file shows, read from its pixels as a phone's camera would. */
async function qrOf(file: string): Promise<string | undefined> {
  const png = PNG.sync.read(await readFile(file))
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
}

/**
 * The QR code the PDF prints, read by drawing its rectangles (the form's `re` operators, PDF
 * points, y up) at 4 px a point and decoding the pixels.
 */
async function pdfQrOf(file: string): Promise<string | undefined> {
  const pdf = await PDFDocument.load(await readFile(file))
  const objects = pdf.getPage(0).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict)
  const form = objects.keys().map((name) => objects.lookup(name) as PDFRawStream).find((o) => o.dict.get(PDFName.of('Subtype')) === PDFName.of('Form'))!
  const side = form.dict.lookup(PDFName.of('BBox'), PDFArray).asArray().map(String).map(Number)[2]!
  const content = new TextDecoder().decode(decodePDFRawStream(form).decode())
  const [px, width] = [4, Math.ceil(side * 4)]
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, x, y, w, h] of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)) {
    const [left, bottom, right, top] = [Number(x) * px, Number(y) * px, (Number(x) + Number(w)) * px, (Number(y) + Number(h)) * px].map(Math.round) as [number, number, number, number]
    for (let row = width - top; row < width - bottom; row++) for (let col = left; col < right; col++) pixels.fill(0, (row * width + col) * 4, (row * width + col) * 4 + 3)
  }
  return jsQR(pixels, width, width)?.data
}

/** How wide the PDF's QR code is across its dark modules (quiet zone left out), in millimetres. */
async function pdfQrMillimetres(file: string): Promise<number> {
  const pdf = await PDFDocument.load(await readFile(file))
  const objects = pdf.getPage(0).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict)
  const form = objects.keys().map((name) => objects.lookup(name) as PDFRawStream).find((o) => o.dict.get(PDFName.of('Subtype')) === PDFName.of('Form'))!
  const content = new TextDecoder().decode(decodePDFRawStream(form).decode())
  const runs = [...content.matchAll(/([\d.]+) [\d.]+ ([\d.]+) [\d.]+ re/g)].map(([, x, w]) => [Number(x), Number(x) + Number(w)] as const)
  const points = Math.max(...runs.map(([, right]) => right)) - Math.min(...runs.map(([left]) => left))
  return (points / 72) * 25.4
}

// Drawing (PDF and PNG through resvg, in-process and again in a child with the fonts hidden) is
// seconds alone and several times that on two busy cores: the 60 s these had raced it, and the
// suite's limit (vite.config.ts) is a hang detector, not a guess at the duration.

// Three events that between them show every case: Korean without a partner, the English example
// with its logo, and a partner named without a logo (the Korean example, its logo left out).
describe('the hall posters, written as the build writes them', () => {
  let dist: string
  /** Where an event that asks for a claim code has its poster and slide: beside dist/, not served. */
  let unserved: string
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'obadge-posters-'))
    const routes = loadSite().routes.flatMap((r) => {
      if (r.event?.slug === 'example-event') return [{ ...r, event: { ...r.event, partner: { name: r.event.partner!.name } } }]
      return r.event?.slug === 'aeskr' || r.event?.slug === 'example-event-en' ? [r] : []
    })
    await writePosters(posterContents(routes, origin, path.join(root, 'public'), buildDay), dist)
    unserved = `${dist}-private`
  })
  afterAll(() => Promise.all([rm(dist, { recursive: true, force: true }), rm(unserved, { recursive: true, force: true })]))

  it('are an A4 PDF and a 1920 x 1080 PNG slide per event, under /posters; with a claim code, beside dist/ and never served', async () => {
    expect((await readdir(path.join(dist, 'posters'))).sort()).toEqual(['aeskr-slide.png', 'aeskr.pdf', 'example-event-slide.png', 'example-event.pdf'])
    expect((await readdir(path.join(unserved, 'posters'))).sort()).toEqual(['example-event-en-slide.png', 'example-event-en.pdf'])
    const slide = PNG.sync.read(await readFile(path.join(dist, 'posters/aeskr-slide.png')))
    expect([slide.width, slide.height]).toEqual([1920, 1080])
    const pdf = await PDFDocument.load(await readFile(path.join(dist, 'posters/aeskr.pdf')))
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 })
  })

  it("put the event page's canonical address in the QR codes: the path of the page's own language", async () => {
    expect(await qrOf(path.join(dist, 'posters/aeskr-slide.png'))).toBe('https://www.obadge.example/kor/aeskr')
    expect(await pdfQrOf(path.join(dist, 'posters/aeskr.pdf'))).toBe('https://www.obadge.example/kor/aeskr')
  })

  it('print the claim code, and carry it in the QR code’s address, so a scan fills the page’s field', async () => {
    const withCode = `https://www.obadge.example/eng/example-event-en?code=${summitCode}`
    expect(await qrOf(path.join(unserved, 'posters/example-event-en-slide.png'))).toBe(withCode)
    expect(await pdfQrOf(path.join(unserved, 'posters/example-event-en.pdf'))).toBe(withCode)
    const en = await PDFDocument.load(await readFile(path.join(unserved, 'posters/example-event-en.pdf')))
    expect(pageText(en)).toContain(`Claim code ${summitCode}`)
    // The address written out is the page's, without the code: it is printed beside it.
    expect(pageText(en)).toContain('www.obadge.example/eng/example-event-en')
    expect(en.getSubject()).toBe('https://www.obadge.example/eng/example-event-en')
    const ko = await PDFDocument.load(await readFile(path.join(dist, 'posters/aeskr.pdf')))
    expect(pageText(ko).join(' ')).not.toContain('참가 코드')
  })

  it("set the event's name, the instruction and the address as text in the page's language", async () => {
    const ko = await PDFDocument.load(await readFile(path.join(dist, 'posters/aeskr.pdf')))
    // Our name is in the wordmark, a picture; the document names us as its author.
    expect(pageText(ko)).toEqual([
      aeskr.title.ko,
      'QR 코드를 스캔해 배지를 받으세요',
      '이름과 이메일만, 1분이면 충분합니다',
      'www.obadge.example/kor/aeskr',
      // The other language's line, and whom to ask.
      'Scan to claim your badge · Your name and e-mail, about a minute',
      `문의 02-0000-0000 · support@obadge.example · ${brand.supportHours.ko}`,
    ])
    expect(ko.getTitle()).toBe(aeskr.title.ko)
    expect(ko.getAuthor()).toBe('오배지')
    expect((ko.catalog.lookup(PDFName.of('Lang'), PDFString) as PDFString).decodeText()).toBe('ko')
    const en = await PDFDocument.load(await readFile(path.join(unserved, 'posters/example-event-en.pdf')))
    expect(pageText(en).join(' ')).toContain(exampleEventEn.title.en)
    expect(pageText(en)).toContain('Scan to claim your badge')
    // The summit asks for a claim code: the poster says so in both languages, not "name and e-mail" alone.
    expect(pageText(en)).toContain('Your name, e-mail and the claim code, about a minute')
    expect(pageText(en)).toContain('QR 코드를 스캔해 배지를 받으세요 · 이름, 이메일과 참가 코드, 1분이면 충분합니다')
    expect(pageText(en).join(' ')).not.toContain('Your name and e-mail, about a minute')
    expect(pageText(en)).toContain(`Help +82-2-0000-0000 · support@obadge.example · ${brand.supportHours.en}`)
  })

  it("print the event's dates, venue or platform and claim deadline, each in the event's time zone, under the page's labels", async () => {
    // The venue and the platform are the entries' words; the dates are the test's, written out as the page writes them.
    const [place, online] = [exampleEvent.venue, exampleEventEn.venue]
    if (place?.kind !== 'place' || online?.kind !== 'online') throw new Error('the examples are one at a venue, one online')
    const ko = pageText(await PDFDocument.load(await readFile(path.join(dist, 'posters/example-event.pdf'))))
    expect(ko).toEqual(expect.arrayContaining(['행사 기간', '2026년 9월 15일~16일(GMT+9)', '장소', `${place.name.ko} · ${place.address.ko}`, '신청 마감', '2026년 9월 30일 18:00(GMT+9, 대한민국 시간)']))
    const en = pageText(await PDFDocument.load(await readFile(path.join(unserved, 'posters/example-event-en.pdf'))))
    expect(en).toEqual(expect.arrayContaining(['Dates', '20 October 2026 (GMT+9)', 'Venue', `Online · ${online.platform!.en}`, 'Claim by', '30 September 2026 at 18:00 (GMT+9, South Korea Time)']))
    // An entry that gives none of them prints none.
    const aeskr = pageText(await PDFDocument.load(await readFile(path.join(dist, 'posters/aeskr.pdf'))))
    expect(aeskr.filter((text) => ['행사 기간', '장소', '신청 마감'].includes(text))).toEqual([])
  })

  it('mark an example entry’s poster as an example, and no real event’s', async () => {
    const example = pageText(await PDFDocument.load(await readFile(path.join(dist, 'posters/example-event.pdf'))))
    expect(example).toContain('예시 포스터: 실제 행사가 아닙니다')
    const en = pageText(await PDFDocument.load(await readFile(path.join(unserved, 'posters/example-event-en.pdf'))))
    expect(en).toContain('Example poster: not a real event')
    const real = pageText(await PDFDocument.load(await readFile(path.join(dist, 'posters/aeskr.pdf'))))
    expect(real.join(' ')).not.toContain('예시')
  })

  it('print a QR code at least 80 mm across on A4, whatever the length of its address', async () => {
    expect(await pdfQrMillimetres(path.join(dist, 'posters/aeskr.pdf'))).toBeGreaterThanOrEqual(80)
    expect(await pdfQrMillimetres(path.join(unserved, 'posters/example-event-en.pdf'))).toBeGreaterThanOrEqual(80)
  })

  it("show the partner's logo beside ours, or its name when the entry has no logo", async () => {
    const images = async (slug: string) => {
      const pdf = await PDFDocument.load(await readFile(path.join(slug === 'example-event-en' ? unserved : dist, `posters/${slug}.pdf`)))
      const objects = pdf.getPage(0).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict)
      return objects.keys().filter((name) => objects.lookup(name, PDFStream).dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length
    }
    // Our wordmark and the badge; the logo is the third picture.
    expect(await images('aeskr')).toBe(2)
    expect(await images('example-event-en')).toBe(3)
    const named = await PDFDocument.load(await readFile(path.join(dist, 'posters/example-event.pdf')))
    expect(await images('example-event')).toBe(2)
    expect(pageText(named)).toContain('예시 파트너')
  })

  it('are not in the sitemap', () => {
    expect(sitemapXml(origin)).not.toContain('/posters/')
  })
})

describe('the posters, on a machine with no fonts', () => {
  // `npm run build` must not need a system font: the text is the brand face, Pretendard, from node_modules.
  it('draw the same bytes, twice over and with every system font hidden', async () => {
    const here = await samplePosterHashes()
    expect(await samplePosterHashes()).toEqual(here)
    const child = execFileSync('bash', ['scripts/without-system-fonts.sh', process.execPath, '--import', 'tsx', 'scripts/posters/__fixtures__/poster-hashes.ts'], { cwd: root, encoding: 'utf8' })
    const hidden = JSON.parse(child) as { systemFonts: string[]; hashes: Record<string, string> }
    expect(hidden.systemFonts).toEqual([])
    expect(Object.keys(hidden.hashes)).toEqual(['aeskr.pdf', 'aeskr-slide.png', 'example-event-en.pdf', 'example-event-en-slide.png'])
    expect(hidden.hashes).toEqual(here)
  })
})
