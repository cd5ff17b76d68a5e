import Fastify from 'fastify'
import type { ServerResponse } from 'node:http'
import { createServer as createVite } from 'vite'
import { registerApi } from './api/index'
import { serverConfig } from './config'
import { inUseFilePath, inUseFileText } from '../src/lib/in-use-file'
import { answerPage } from './page-routing'
import { registerSecurityHeaders } from './security-headers'
import type * as ServerEntry from '../src/app/entry-server'
import { withClaimsOn } from '../manifest/claim-window'

type EntryServer = typeof ServerEntry

/**
 * `npm run dev`: the same API and the same routing as `npm start`, with pages rendered on each
 * request by the same server entry the prerender uses (so the HTML is the build's), and Vite
 * serving the source with hot updates. Codegen runs inside Vite (its plugin in vite.config.ts):
 * an edit to the manifest, the contract or a dictionary regenerates src/generated and reloads.
 */
const config = serverConfig()
const app = Fastify()
// The API's answers carry the security headers; the pages are Vite's (hijacked below), whose
// inline scripts a strict CSP would block: the policy is checked on the build, not here.
registerSecurityHeaders(app)
await registerApi(app, { databaseFile: config.databaseFile })
// Hot updates share the site's port: two dev servers on one machine need no second port of
// their own (Vite's default, 24678, is one for the whole machine).
const vite = await createVite({ server: { middlewareMode: true, hmr: { server: app.server } }, appType: 'custom' })

app.addHook('onRequest', (request, reply, done) => {
  if (request.url.startsWith('/api/')) return done()
  reply.hijack()
  const failed = (error: unknown) => {
    vite.ssrFixStacktrace(error as Error)
    console.error(error)
    reply.raw.statusCode = 500
    reply.raw.end(String(error))
  }
  if (request.url.split('?', 1)[0] === inUseFilePath) return void answerInUse(reply.raw).catch(failed)
  vite.middlewares(request.raw, reply.raw, () => {
    renderPage(request.url, request.headers['accept-language'], reply.raw).catch(failed)
  })
})

/** The file the prerender writes (src/lib/in-use-file.ts), from the generated lists as they are now. */
async function answerInUse(res: ServerResponse) {
  const [{ addressesInUse }, { companyCodes }] = (await Promise.all([
    vite.ssrLoadModule('/src/generated/addresses-in-use.gen.ts'),
    vite.ssrLoadModule('/src/generated/company-codes.gen.ts'),
  ])) as [typeof import('../src/generated/addresses-in-use.gen'), typeof import('../src/generated/company-codes.gen')]
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }).end(inUseFileText({ addresses: addressesInUse, companies: companyCodes }))
}

async function renderPage(rawUrl: string, acceptLanguage: string | undefined, res: ServerResponse) {
  const url = new URL(rawUrl, `http://${config.host}:${config.port}`)
  const answer = answerPage(url, acceptLanguage)
  if (answer.kind === 'redirect') {
    res.writeHead(answer.status, { location: answer.location }).end()
    return
  }
  const { render } = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as EntryServer
  // Through Vite, as the entry: an edited event entry is rendered at once (codegen runs inside Vite).
  const { eventPages, eventNamespaces } = (await vite.ssrLoadModule('/src/generated/event-pages.gen.ts')) as typeof import('../src/generated/event-pages.gen')
  // Like `npm start`, an unknown path gets the prerendered not-found page of its language.
  const page = answer.status === 404 ? new URL(answer.file.replace(/\/index\.html$/, ''), url) : url
  // An example's claim window read on today, as a build today would (manifest/claim-window.ts).
  const response = await render(page.href, 'dev', { events: { pages: withClaimsOn(eventPages, Date.now()), namespaces: eventNamespaces } })
  res.writeHead(response.status === 200 ? answer.status : response.status, Object.fromEntries(response.headers))
  res.end(await response.text())
}

await app.listen({ port: config.port, host: config.host })
console.log(`dev: http://${config.host}:${config.port}/ (Vite + reference API, database ${config.databaseFile})`)
