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
 * failure reaches the caller as a typed ApiError. `quiet`: none of that, every failure goes to
 * the caller alone (a refresh of a list the page already shows, src/app/use-operation.ts).
 */
export function useSiteApi(handling: 'site-wide' | 'quiet' = 'site-wide'): Api {
  const { language } = useCurrentPage()
  const router = useRouter()
  const showAlert = useAlert()
  const LL = useLL()
  return useMemo(
    () =>
      createApi({
        getLanguage: () => language.apiLocale,
        ...(handling === 'site-wide' && {
          onNotFound: () => {
            void router.navigate({ href: pagePath('NotFoundPage', language.segment), replace: true })
          },
          onServerDown: () => {
            // Offline, the caller says "check your connection" instead (api-alert-text.ts).
            if (navigator.onLine) showAlert(serverDownText(LL, language.locale))
          },
        }),
      }),
    [handling, language, router, showAlert, LL],
  )
}
