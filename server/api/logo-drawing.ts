import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import { XMLBuilder, XMLParser } from 'fast-xml-parser'

/*
 * A partner's SVG logo is kept as a PNG drawn here, never as the SVG it came as (server/README.md,
 * security). The file goes into public/partners/ through `new:event --from-request` and from there
 * onto pages: a PNG holds pixels and nothing else, whatever the SVG tried. Patterns of what an SVG
 * must not hold let through a namespaced `<s:script>`, an `iframe srcdoc`, an entity-escaped
 * `javascript:` in `<animate to>`, a CSS escape in `u\72l(…)`, a DOCTYPE with an outside DTD.
 *
 * resvg runs no script and fetches nothing from the network, but it reads an `<image>` from the
 * server's own disk by its path. So the drawing is made from a copy of the SVG rebuilt from an
 * allow-list: the drawing elements and their presentation attributes, references inside the file
 * only, pictures only as PNG or JPEG data addresses. Anything else is left out, not refused: the
 * partner's preview showed their own file, and the maintainer sees the PNG before it is a page.
 */

/** Elements that draw, group, reuse or paint; `style` is checked for what it may name. */
const drawingElements = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath', 'image',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker',
  'filter', 'feGaussianBlur', 'feOffset', 'feFlood', 'feComposite', 'feMerge', 'feMergeNode', 'feBlend', 'feColorMatrix', 'feDropShadow', 'feMorphology',
])

/** Elements whose children are drawn without them. */
const unwrapped = new Set(['a', 'switch'])

/** Geometry and presentation attributes; `href` (and `xlink:href`) only as below. */
const drawingAttributes = new Set([
  'id', 'class', 'style', 'href', 'xlink:href', 'xmlns', 'xmlns:xlink', 'version', 'xml:space',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'width', 'height', 'd', 'points', 'pathLength',
  'viewBox', 'preserveAspectRatio', 'transform', 'gradientTransform', 'gradientUnits', 'patternTransform', 'patternUnits', 'patternContentUnits', 'spreadMethod', 'offset',
  'clipPathUnits', 'maskUnits', 'maskContentUnits', 'filterUnits', 'primitiveUnits', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset',
  'opacity', 'color', 'stop-color', 'stop-opacity', 'clip-path', 'clip-rule', 'mask', 'filter', 'display', 'visibility', 'overflow', 'paint-order', 'vector-effect',
  'marker-start', 'marker-mid', 'marker-end', 'mix-blend-mode', 'isolation', 'flood-color', 'flood-opacity',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch', 'letter-spacing', 'word-spacing', 'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'text-decoration', 'writing-mode', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset',
  'in', 'in2', 'result', 'stdDeviation', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4', 'values', 'type', 'radius',
])

/** A reference inside the file (`#shape`), or a picture as data: all an `href` may be. */
const insideReference = /^#[A-Za-z_][\w.:-]*$/
const pictureData = /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/=\s]+$/
/** CSS (a `style` element or attribute) naming nothing outside the file: no at-rules, no escapes, `url()` only to `#id`. */
const insideOnlyCss = (css: string) => !/[@\\]/.test(css) && [...css.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/gi)].every((m) => insideReference.test(m[2]!.trim())) && !/url\s*\((?!\s*['"]?#)/i.test(css)

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> }

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Entities stay as written: none is expanded, so none can spell what the lists refuse.
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: '#comment',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
})
const builder = new XMLBuilder({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', processEntities: false, suppressEmptyNode: true, commentPropName: '#comment' })

function allowedAttribute(element: string, name: string, value: string): boolean {
  if (!drawingAttributes.has(name)) return false
  if (name === 'href' || name === 'xlink:href') return insideReference.test(value.trim()) || (element === 'image' && pictureData.test(value.trim()))
  if (name === 'style') return insideOnlyCss(value)
  // A paint or a clip (`fill="url(#fade)"`) names a part of the file, nothing else.
  return /url\s*\(/i.test(value) ? insideOnlyCss(value) : true
}

/** The node list with only allowed elements, attributes and text; comments dropped. */
function keepDrawing(nodes: XmlNode[]): XmlNode[] {
  return nodes.flatMap((node): XmlNode[] => {
    if ('#text' in node) return [node]
    const element = Object.keys(node).find((key) => key !== ':@')
    if (!element) return []
    // A link or a switch around shapes: the shapes are drawn, the link is not kept.
    if (unwrapped.has(element)) return keepDrawing(node[element] as XmlNode[])
    if (!drawingElements.has(element)) return []
    const children = keepDrawing(node[element] as XmlNode[])
    if (element === 'style' && !children.every((child) => typeof child['#text'] === 'string' && insideOnlyCss(child['#text']))) return []
    const attributes = Object.fromEntries(Object.entries(node[':@'] ?? {}).filter(([name, value]) => allowedAttribute(element, name, String(value))))
    return [{ [element]: children, ':@': attributes }]
  })
}

/** The SVG rebuilt from the allow-list, or undefined when its root is not an `<svg>` (with a DOCTYPE, or not XML). */
export function drawingOnly(svg: string): string | undefined {
  // A DOCTYPE may name an outside DTD or declare entities: a logo needs neither.
  if (/<!DOCTYPE/i.test(svg)) return undefined
  let nodes: XmlNode[]
  try {
    nodes = parser.parse(svg) as XmlNode[]
  } catch {
    return undefined
  }
  const roots = keepDrawing(nodes).filter((node) => !('#text' in node) || String(node['#text']).trim() !== '')
  if (roots.length !== 1 || !('svg' in roots[0]!)) return undefined
  return builder.build(roots) as string
}

const require = createRequire(import.meta.url)
/** The brand face, as the posters set text: a logo's words are drawn in it, no system font read. */
const fontFiles = ['Regular', 'Bold'].map((weight) => require.resolve(`pretendard/dist/public/static/Pretendard-${weight}.otf`))

/** The longer side of the PNG a partner's SVG becomes: sharp on a page and a poster, within the PNG limits at 8 : 1. */
export const drawnLogoLongerSide = 800

/** The PNG of a partner's SVG logo, drawn from its allow-listed copy; undefined when there is nothing to draw. */
export function drawLogo(svg: string): Uint8Array | undefined {
  const drawing = drawingOnly(svg)
  if (!drawing) return undefined
  const font = { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Pretendard' }
  try {
    const { width, height } = new Resvg(drawing, { font, logLevel: 'off' })
    const fitTo = { mode: width >= height ? 'width' : 'height', value: drawnLogoLongerSide } as const
    return new Uint8Array(new Resvg(drawing, { font, logLevel: 'off', fitTo }).render().asPng())
  } catch {
    return undefined // not an SVG resvg can read (a broken attribute, no size)
  }
}
