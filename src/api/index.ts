/**
 * The site's one API client, built on the types generated from openapi/api.yaml.
 *
 *     const api = createApi({
 *       getLanguage: () => (lang === 'eng' ? 'en-US' : 'ko-KR'),
 *       onNotFound: () => navigate({ to: notFoundPath }),
 *       onServerDown: () => showServerDownAlert(brand.supportPhone),
 *     })
 *     try { await api.sendContactInquiry(values) } catch (error) {
 *       if (isApiError(error) && error.kind === 'rejected') showAlert(error.serverMessage)
 *     }
 */
export { createApi, type Api, type ApiOptions, type IssuanceEndpoint } from './api'
export { ApiError, isApiError, type ApiErrorKind } from './api-error'
export { apiBasePath, apiTimeoutMs, badgeImageUrl, buildTimeApiOrigin } from './api-config'
export { createApiClient, type ApiClient, type ApiClientOptions, type ApiLanguage } from './create-api-client'
export type { ApiFailureHooks } from './settle'
