import { noticeAtFile } from '../manifest/notices/addresses'
import { site } from '../src/generated/site.gen'
import { listDocumentAtFile } from '../src/lib/list-documents'

/**
 * `kor/company/about/index.html` is served at `/kor/company/about`, a notice's file at its
 * address (`/kor/company/event-detail?id=3`), a list's view at its (`/kor/company/press?page=2`,
 * `/kor/openbadge/badge-list?category=edu`); `404.html` at `/404.html`, where no host serves it
 * (src/lib/build-internals.ts): hosts answer unknown addresses with it. An HTML file asked at its
 * own path is redirected here (site-answer.ts). No file system here: the edge's worker runs it too.
 */
export function servedAt(file: string): string {
  const url = `/${file}`
  const notice = noticeAtFile(url)
  if (notice) return notice.path
  const list = listDocumentAtFile(url, site.languages.map((l) => l.segment))
  if (list) return list
  return url.endsWith('/index.html') ? url.slice(0, -'/index.html'.length) : url
}
