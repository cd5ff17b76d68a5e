/**
 * The site's one API client, built on the types generated from openapi/api.yaml. Each operation
 * is a table of its own in `src/generated/operations/`, which a call names:
 *
 *     const api = createApi({
 *       getLanguage: () => (lang === 'eng' ? 'en-US' : 'ko-KR'),
 *       onNotFound: () => navigate({ to: notFoundPath }),
 *       onServerDown: () => showServerDownAlert(brand.supportPhone),
 *     })
 *     try { await api.call(sendContactInquiry, { body: values }) } catch (error) {
 *       if (isApiError(error) && error.kind === 'rejected') showAlert(error.serverMessage)
 *     }
 */
export { createApi, type Api, type ApiOptions, type CallInput, type GenericInput } from './api'
export { ApiError, isApiError, isPassingFailure, type ApiErrorKind } from './api-error'
export { apiBasePath, apiTimeoutMs, badgeImageUrl, buildTimeApiOrigin } from './api-config'
export { createApiClient, type ApiClient, type ApiClientOptions, type ApiLanguage } from './create-api-client'
export { queryWithDefaults, readKey, type ApiOperation, type OperationId, type QueryOf, type ReceivedBody, type RequestBody, type FormBody, type SentBody, type SentQuery, type SuccessBody } from './operation'
export type { ApiFailureHooks } from './settle'
