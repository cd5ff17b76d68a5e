import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { createApi, type Api } from '../api'
import { useAlert } from '../components/alert/alert-provider'
import { pagePath } from '../lib/routing'
import { serverDownText } from './api-alert-text'
import { useCurrentPage } from './current-page'
import { useLL } from './i18n'

/**
 * The site's API client for the page being shown (docs/rules/api.md §8, once for the whole site): requests
 * carry the page's language; an API 404 (HTTP or `resultCode`) sends the visitor to the
 * not-found page of their language; no answer at all (timeout, unreachable server) opens the
 * server-down alert with the support phone of the manifest (+82 on English pages). Every other
 * failure reaches the caller as a typed ApiError. `refresh`: a read of a list the page already
 * shows (src/app/use-operation.ts), which keeps the not-found page (a 404 is the API's word that
 * the list is not there) but not the server-down alert: no answer is a passing failure
 * (`isPassingFailure`), which the list outlives quietly.
 */
export function useSiteApi(handling: 'site-wide' | 'refresh' = 'site-wide'): Api {
  const { language } = useCurrentPage()
  const router = useRouter()
  const showAlert = useAlert()
  const LL = useLL()
  return useMemo(
    () =>
      createApi({
        getLanguage: () => language.apiLocale,
        // Replacing the page's history entry: Back leads to the page before it, not to a list that is not there.
        onNotFound: () => {
          void router.navigate({ href: pagePath('NotFoundPage', language.segment), replace: true })
        },
        ...(handling === 'site-wide' && {
          onServerDown: () => {
            // Offline, the caller says "check your connection" instead (api-alert-text.ts).
            if (navigator.onLine) showAlert(serverDownText(LL, language.locale))
          },
        }),
      }),
    [handling, language, router, showAlert, LL],
  )
}
