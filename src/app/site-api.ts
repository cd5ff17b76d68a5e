import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { createApi, type Api } from '../api'
import { pagePath } from '../lib/routing'
import { useCurrentPage } from './current-page'

/**
 * The site's API client for the page being shown: requests carry the page's language, and an
 * API 404 (HTTP or `resultCode`) sends the visitor to the not-found page of their language
 * (spec 8). Every other failure reaches the caller as a typed ApiError.
 */
export function useSiteApi(): Api {
  const { language } = useCurrentPage()
  const router = useRouter()
  return useMemo(
    () =>
      createApi({
        getLanguage: () => language.apiLocale,
        onNotFound: () => {
          void router.navigate({ href: pagePath('NotFoundPage', language.segment), replace: true })
        },
      }),
    [language, router],
  )
}
