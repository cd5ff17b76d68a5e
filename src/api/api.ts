import type { components } from '../generated/api.gen'
import { createApiClient, type ApiClient, type ApiClientOptions } from './create-api-client'
import { settle, type ApiFailureHooks } from './settle'

type Schemas = components['schemas']

/** The issuance endpoint a page uses (manifest: `endpoint`), from the contract's paths. */
export type { IssuanceEndpoint } from '../generated/api-rules.gen'
import type { IssuanceEndpoint } from '../generated/api-rules.gen'

export type ApiOptions = ApiClientOptions & ApiFailureHooks

/**
 * The site's calls, one per operation of openapi/api.yaml. Each resolves with the answer's data
 * or, after the section-8 hook ran, rejects with an ApiError.
 */
export interface Api {
  client: ApiClient
  sendContactInquiry(inquiry: Schemas['ContactInquiry']): Promise<Schemas['ContactInquiryAccepted']>
  issueBadge(endpoint: IssuanceEndpoint, request: Schemas['IssuanceRequest']): Promise<Schemas['IssuanceAccepted']>
  listMediaNews(): Promise<Schemas['PressItem'][]>
  listBadgeGallery(category: Schemas['GalleryCategoryFilter']): Promise<Schemas['GalleryBadge'][]>
}

export function createApi(options: ApiOptions): Api {
  const client = createApiClient(options)
  const hooks: ApiFailureHooks = { onNotFound: options.onNotFound, onServerDown: options.onServerDown }

  return {
    client,
    // Spec section 7: inquiry and issuance send Accept-Language equal to the body's lang.
    sendContactInquiry: (inquiry) =>
      settle(
        client.POST('/ContactUsByEmail', { body: inquiry, params: { header: { 'Accept-Language': inquiry.lang } } }),
        hooks,
        (data) => data.result === 'Requested',
      ),
    issueBadge: (endpoint, request) => {
      const init = { body: request, params: { header: { 'Accept-Language': request.lang } } }
      return settle(endpoint === 'OpenBadges' ? client.POST('/OpenBadges', init) : client.POST('/OpenBadgesV3', init), hooks)
    },
    listMediaNews: async () => (await settle(client.GET('/MediaNews'), hooks)).data,
    listBadgeGallery: async (category) =>
      (await settle(client.GET('/BadgeGallery', { params: { query: { category } } }), hooks)).data,
  }
}
