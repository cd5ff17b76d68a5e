/**
 * A manifest entry as TypeScript, written the way the hand-written entries are: single quotes,
 * bare keys, a `{ ko, en }` pair or a short object on one line, a longer one over several.
 * Keys whose value is undefined are left out.
 */
export function entrySource(variable: string, entry: object): string {
  return `import { defineEvent } from '../schema/event'\n\nexport const ${variable} = defineEvent(${block(entry, '')})\n`
}

/** The longest line an object is kept on. */
const LINE = 120

/** In single quotes, or double when the text has an apostrophe and no double quote. */
function quoted(text: string): string {
  const escaped = JSON.stringify(text).slice(1, -1)
  if (text.includes("'") && !text.includes('"')) return `"${escaped}"`
  return `'${escaped.replace(/\\"/g, '"').replace(/'/g, "\\'")}'`
}

const members = (value: object) => Object.entries(value).filter(([, child]) => child !== undefined)

/** A value on one line. */
function inline(value: unknown): string {
  if (typeof value === 'string') return quoted(value)
  if (typeof value !== 'object' || value === null) return String(value)
  return `{ ${members(value).map(([key, child]) => `${key}: ${inline(child)}`).join(', ')} }`
}

/** An object over several lines, each member on one line if it fits. */
function block(value: object, indent: string): string {
  const inner = `${indent}  `
  const lines = members(value).map(([key, child]) => {
    const line = `${inner}${key}: ${inline(child)},`
    return line.length <= LINE || typeof child !== 'object' || child === null ? line : `${inner}${key}: ${block(child, inner)},`
  })
  return `{\n${lines.join('\n')}\n${indent}}`
}
