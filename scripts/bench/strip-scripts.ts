/**
 * The same prerendered page without JavaScript: every `<script>` element (module entry, inline
 * router state, scroll restoration) and every `<link rel="modulepreload">` removed. What is left
 * is the fastest this HTML and CSS can paint: the page's no-JavaScript limit.
 *
 * A regular expression is enough here: in HTML a script's text ends at the first `</script`,
 * so the lazy match ends exactly where the parser ends the element.
 */
export function stripScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '')
}
