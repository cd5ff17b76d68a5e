import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { answerPage } from './page-routing'

/** A request for a real file of the build (asset, favicon, sitemap), not a page path. */
function isFile(distDir: string, pathname: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false // a malformed escape (`/%E0%A4%A`) names no file: the page rules answer it
  }
  const file = path.join(distDir, path.normalize(decoded))
  return file.startsWith(distDir) && existsSync(file) && statSync(file).isFile()
}

/** Each built HTML file's Content-Security-Policy, computed by the prerender from the file itself. */
function readPagePolicies(distDir: string): Record<string, string> {
  const file = path.join(distDir, 'nginx/csp.json')
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` again (the prerender writes it)`)
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
}

/**
 * Serves the prerendered site by path: files as they are, pages from `<path>/index.html`, the
 * spec's redirects as HTTP redirects, and no SPA fallback (an unknown path is a real 404).
 */
export async function registerPages(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, '404.html'))) {
    throw new Error(`${distDir} holds no prerendered site: run \`npm run build\` first`)
  }
  // preCompressed: the build wrote `.br` and `.gz` beside each text file; fastify-static picks
  // the best one the browser accepts and sets Content-Encoding and Vary itself.
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true })
  const policies = readPagePolicies(distDir)
  // A page answer carries its own policy (the hashes of its inline scripts); other files get the
  // server's data policy (server/security-headers.ts).
  const withPolicy = (reply: FastifyReply, file: string) => {
    const policy = policies[file]
    return policy ? reply.header('content-security-policy', policy) : reply
  }
  app.get('/*', (request, reply) => {
    const url = new URL(request.url, 'http://site.invalid')
    if (url.pathname !== '/' && isFile(distDir, url.pathname)) {
      withPolicy(reply, url.pathname)
      const immutable = url.pathname.startsWith('/assets/')
      // Hashed assets never change under their name; anything else is checked again each time.
      if (immutable) return reply.sendFile(url.pathname, { immutable: true, maxAge: '1y' })
      return reply.header('cache-control', 'no-cache').sendFile(url.pathname, { cacheControl: false })
    }
    const answer = answerPage(url, request.headers['accept-language'], (file) => isFile(distDir, file))
    if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status)
    return withPolicy(reply, answer.file).code(answer.status).header('cache-control', 'no-cache').sendFile(answer.file, { cacheControl: false })
  })
}
