/**
 * The client is typed by the contract (openapi/api.yaml through openapi-typescript's `paths` and
 * `operations`): this file is a test that `npm run typecheck` runs. Each `@ts-expect-error` marks
 * a mistake that must fail `tsc`; if the types ever let it through, the directive is unused and
 * `tsc` fails on it instead (TS2578). Nothing here runs: the calls sit in a function never called.
 */
import type { components } from '../generated/api.gen'
import { apiOperations } from '../generated/operations/index.gen'
import { issueSampleBadge } from '../generated/operations/issue-sample-badge.gen'
import { listBadgeGallery } from '../generated/operations/list-badge-gallery.gen'
import { listMediaNews } from '../generated/operations/list-media-news.gen'
import { sendContactInquiry } from '../generated/operations/send-contact-inquiry.gen'
import type { Api } from './api'
import type { ApiOperation } from './operation'

type Schemas = components['schemas']

const inquiry: Schemas['ContactInquiry'] = { lang: 'ko-KR', type: 'inquiry', name: '샘플', tel: '0200000000', email: 'a@b.example', content: '문의' }
const issuance: Schemas['IssuanceRequest'] = { name: 'A', email: 'a@b.example', lang: 'ko-KR', company: 'obadge' }

export async function calls(api: Api) {
  // What the contract allows, typed by it: the answers are the contract's success bodies.
  const gallery: Schemas['GalleryList'] = await api.call(listBadgeGallery, { query: { category: 'edu' } })
  const press: Schemas['PressList'] = await api.call(listMediaNews)
  const accepted: Schemas['ContactInquiryAccepted'] = await api.call(sendContactInquiry, { body: inquiry })
  await api.call(issueSampleBadge, { body: issuance })

  // A misspelt query parameter, a value its enum does not have, a parameter of another operation.
  // @ts-expect-error: `categroy` is not a parameter of listBadgeGallery
  await api.call(listBadgeGallery, { query: { categroy: 'edu' } })
  // @ts-expect-error: `educ` is not a GalleryCategoryFilter
  await api.call(listBadgeGallery, { query: { category: 'educ' } })
  // @ts-expect-error: listMediaNews takes no query
  await api.call(listMediaNews, { query: { category: 'edu' } })

  // A write without its body, or with another write's.
  // @ts-expect-error: sendContactInquiry needs a ContactInquiry
  await api.call(sendContactInquiry)
  // @ts-expect-error: an IssuanceRequest is not a ContactInquiry
  await api.call(sendContactInquiry, { body: issuance })
  // @ts-expect-error: a read takes no body
  await api.call(listMediaNews, { body: inquiry })

  // A misspelt operation.
  // @ts-expect-error: there is no listBadgeGalery
  await api.call(apiOperations.listBadgeGalery)

  return [gallery, press, accepted]
}

// An operation's table (what codegen writes in src/generated/operations/) holds the contract's
// path and method for its operation, and the contract's query parameters, or it fails.
export const tables = [
  { ...listBadgeGallery, path: '/BadgeGallery' } satisfies ApiOperation<'listBadgeGallery'>,
  // @ts-expect-error: a misspelt path
  { ...listBadgeGallery, path: '/BadgeGalery' } satisfies ApiOperation<'listBadgeGallery'>,
  // @ts-expect-error: a path of the contract, but another operation's
  { ...listBadgeGallery, path: '/MediaNews' } satisfies ApiOperation<'listBadgeGallery'>,
  // @ts-expect-error: the path's operation is a GET
  { ...listBadgeGallery, method: 'post' } satisfies ApiOperation<'listBadgeGallery'>,
  // @ts-expect-error: a misspelt query parameter
  { ...listBadgeGallery, query: { categroy: { values: ['all'], default: 'all' } } } satisfies ApiOperation<'listBadgeGallery'>,
  // @ts-expect-error: a value the parameter's enum does not have
  { ...listBadgeGallery, query: { category: { values: ['all', 'educ'], default: 'all' } } } satisfies ApiOperation<'listBadgeGallery'>,
  // @ts-expect-error: a misspelt operation id
  { ...listBadgeGallery, id: 'listBadgeGalery' } satisfies ApiOperation<'listBadgeGalery'>,
]
