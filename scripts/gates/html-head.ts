/**
 * What the SEO gate reads from a prerendered page. The pages are React's own output, so a few
 * patterns read them reliably; no HTML parser is needed (and none is a dependency).
 */
export type PageHead = {
  title: string | undefined
  description: string | undefined
  noindex: boolean
  canonicals: string[]
  /** `hreflang` -> `href` of each `<link rel="alternate">`. */
  alternates: Map<string, string>
  /** `og:image`, `og:image:width`, … by property. */
  og: Map<string, string>
  /** Open Graph's article tags (`article:published_time`, …) by property. */
  article: Map<string, string>
  /** The page's language, `<html lang>`. */
  lang: string | undefined
  h1Count: number
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
    return entities[name.toLowerCase()] ?? whole
  })
}

/** The attributes of every `<name …>` tag, names lower-cased (React writes `hrefLang`). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes = '']) =>
    Object.fromEntries([...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [key.toLowerCase(), decodeEntities(value)])),
  )
}

export function readHead(html: string): PageHead {
  const end = html.indexOf('</head>')
  const head = end < 0 ? html : html.slice(0, end)
  const metas = tags(head, 'meta')
  const links = tags(head, 'link')
  const title = /<title>([^<]*)<\/title>/i.exec(head)?.[1]
  // Headings in the body; the dehydrated state in scripts is data, not markup.
  const body = html.slice(end < 0 ? 0 : end).replace(/<script\b[\s\S]*?<\/script>/gi, '')
  return {
    title: title === undefined ? undefined : decodeEntities(title),
    description: metas.find((m) => m.name === 'description')?.content,
    noindex: metas.some((m) => m.name === 'robots' && /\bnoindex\b/i.test(m.content ?? '')),
    canonicals: links.filter((l) => l.rel === 'canonical').map((l) => l.href ?? ''),
    alternates: new Map(links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang!, l.href ?? ''])),
    og: new Map(metas.filter((m) => m.property?.startsWith('og:')).map((m) => [m.property!, m.content ?? ''])),
    article: new Map(metas.filter((m) => m.property?.startsWith('article:')).map((m) => [m.property!, m.content ?? ''])),
    lang: tags(head, 'html')[0]?.lang,
    h1Count: body.match(/<h1[\s>]/gi)?.length ?? 0,
  }
}

/**
 * The scripts that keep a page's heading out of the document until its style sheet has come: a
 * classic script (inline, or with a source but neither `async` nor `defer`) after a style sheet's
 * link waits for that sheet, and the parser waits for the script. Modules, data (`ld+json`) and
 * `nomodule` scripts do not wait. Before the sheet or after the heading, a script holds no heading
 * back. (The gallery's query-led read preload, a classic script in the head, once kept its whole
 * body unread until the sheet came, and its first paint fell between the tasks that read it.)
 */
export function scriptsHoldingHeading(html: string): string[] {
  // Scripts' contents out (data may spell "<h1"), their tags kept.
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>')
  const sheet = /<link\b[^>]*\brel="stylesheet"[^>]*>/i.exec(markup)
  const heading = /<h1[\s>]/i.exec(markup)
  if (!sheet || !heading || heading.index < sheet.index) return []
  const between = markup.slice(sheet.index + sheet[0].length, heading.index)
  return [...between.matchAll(/<script\b([^>]*)>/gi)].filter(([, attributes = '']) => waitsForSheets(attributes)).map(([tag]) => tag)
}

/** Whether a parser-inserted script with these attributes is classic and runs in order (waits for the sheets before it). */
function waitsForSheets(attributes: string): boolean {
  const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase()
  const classic = type === undefined || type === '' || type === 'text/javascript' || type === 'application/javascript'
  if (!classic || /\bnomodule\b/i.test(attributes)) return false
  // async and defer mean nothing to an inline script.
  return !(/\bsrc=/i.test(attributes) && /\b(async|defer)\b/i.test(attributes))
}

/** Width and height from a PNG's header (signature, then the IHDR chunk), or undefined if it is none. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined
  return { width: view.getUint32(16), height: view.getUint32(20) }
}
