import { PDFArray, PDFDict, PDFName, decodePDFRawStream, type PDFDocument, type PDFRawStream, type PDFRef } from 'pdf-lib'

/**
 * The text a page of one of our PDFs shows, one string per text-showing operator (`<…> Tj`, what
 * pdf-lib writes for a line), read back as a PDF viewer's search and copy do: each glyph code
 * through its font's ToUnicode map. For tests: it reads what pdf-lib writes (Identity-H fonts,
 * hexadecimal strings), not every PDF.
 */
export function pageText(doc: PDFDocument, pageIndex = 0): string[] {
  const page = doc.getPage(pageIndex)
  const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict)
  const maps = new Map(fonts.keys().map((name) => [name.asString(), toUnicode(doc, fonts.lookup(name, PDFDict))]))
  const contents = page.node.Contents()
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef) as PDFRawStream) : [contents as PDFRawStream]
  const operators = streams.map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())).join('\n')
  const lines: string[] = []
  let map: Map<string, string> | undefined
  for (const [, font, hex] of operators.matchAll(/(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
    if (font) map = maps.get(font)
    else lines.push((hex!.match(/.{4}/g) ?? []).map((code) => map?.get(code.toUpperCase()) ?? '\uFFFD').join(''))
  }
  return lines
}

/** A Type0 font's ToUnicode map: glyph code (4 hex digits) to its text. */
function toUnicode(doc: PDFDocument, font: PDFDict): Map<string, string> {
  const stream = doc.context.lookup(font.get(PDFName.of('ToUnicode'))) as PDFRawStream
  const cmap = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())
  const utf16 = (hex: string) => String.fromCharCode(...hex.match(/.{4}/g)!.map((unit) => parseInt(unit, 16)))
  return new Map([...cmap.matchAll(/^<([0-9A-Fa-f]{4})> <([0-9A-Fa-f]+)>$/gm)].map(([, code, text]) => [code!.toUpperCase(), utf16(text!)]))
}
