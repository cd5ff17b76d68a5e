import { create } from 'qrcode'

/** The light margin a reader needs around the symbol, in modules (ISO/IEC 18004: four). */
export const QUIET_ZONE = 4

/** A horizontal run of dark modules, in modules from the symbol's top-left (quiet zone included). */
type Run = { x: number; y: number; length: number }

export type QrSymbol = {
  /** Modules per side, quiet zone included: the symbol's size is `modules * module size`. */
  modules: number
  /** The dark modules, a run of them in a row as one rectangle, which keeps the drawing short. */
  runs: readonly Run[]
  /** The dark modules as one SVG path, top-left at (x, y), each module `size` wide. */
  path(x: number, y: number, size: number): string
}

/**
 * A QR code of `text` as vector rectangles, for the SVG slide and the PDF poster alike. Error
 * correction M (15 %), qrcode's default: enough for a printed sheet that gets creased, without
 * making the modules smaller than needed.
 */
export function qrSymbol(text: string): QrSymbol {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules
  const runs: Run[] = []
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!data[row * size + col]) continue
      const start = col
      while (col + 1 < size && data[row * size + col + 1]) col++
      runs.push({ x: start + QUIET_ZONE, y: row + QUIET_ZONE, length: col - start + 1 })
    }
  }
  return {
    modules: size + 2 * QUIET_ZONE,
    runs,
    path: (x, y, m) => runs.map((r) => `M${round(x + r.x * m)} ${round(y + r.y * m)}h${round(r.length * m)}v${round(m)}h${round(-r.length * m)}z`).join(''),
  }
}

export const round = (n: number) => Math.round(n * 1000) / 1000
