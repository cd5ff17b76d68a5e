import { create } from 'qrcode'

/** The light margin a reader needs around the symbol, in modules (ISO/IEC 18004: four). */
export const QUIET_ZONE = 4

export type QrSymbol = {
  /** Modules per side, quiet zone included: the symbol's size is `modules * module size`. */
  modules: number
  /** The dark modules as one SVG path, top-left at (x, y), each module `size` wide. */
  path(x: number, y: number, size: number): string
}

/**
 * A QR code of `text` as vector rectangles, one path for the SVG slide and the PDF poster alike
 * (pdf-lib's `drawSvgPath` reads the same data). Error correction M (15 %), qrcode's default:
 * enough for a printed sheet that gets creased, without making the modules smaller than needed.
 * A run of dark modules in a row is one rectangle, which keeps the path short.
 */
export function qrSymbol(text: string): QrSymbol {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules
  return {
    modules: size + 2 * QUIET_ZONE,
    path(x, y, m) {
      const runs: string[] = []
      for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) {
          if (!data[row * size + col]) continue
          const start = col
          while (col + 1 < size && data[row * size + col + 1]) col++
          const [left, top, width] = [x + (start + QUIET_ZONE) * m, y + (row + QUIET_ZONE) * m, (col - start + 1) * m]
          runs.push(`M${round(left)} ${round(top)}h${round(width)}v${round(m)}h${round(-width)}z`)
        }
      }
      return runs.join('')
    },
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000
