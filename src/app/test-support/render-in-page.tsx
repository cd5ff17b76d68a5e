import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { Locales, TranslationFunctions } from '../../i18n/i18n-types'
import { i18nObject } from '../../i18n/i18n-util'
import { lazyNamespaceNames, loadDictionary, loadNamespaces } from '../i18n'
import { loadShellText } from '../shell-text'

/**
 * Server-renders `element` as the content of a page at `/{segment}/test{query}`, inside a real
 * router, so components read the page's language (and query) as they do on the site, and what
 * its loader would return (`loaderData`: a page's title and description, say). For section tests.
 */
export async function renderInPage(element: ReactNode, segment: 'kor' | 'eng' = 'kor', query = '', loaderData?: object): Promise<string> {
  const root = createRootRoute()
  const language = createRoute({ getParentRoute: () => root, path: '$lang' })
  const page = createRoute({ getParentRoute: () => language, path: 'test', component: () => element, ...(loaderData && { loader: () => loaderData }) })
  const router = createRouter({
    routeTree: root.addChildren([language.addChildren([page])]),
    history: createMemoryHistory({ initialEntries: [`/${segment}/test${query}`] }),
  })
  await router.load()
  // The site's page routes load their language's strings (and their sections' namespaces) and the
  // shell's words in their loader; this page has none.
  await Promise.all((['ko', 'en'] as const).flatMap((locale) => [loadDictionary(locale), loadNamespaces(lazyNamespaceNames, locale), loadShellText(locale)]))
  // The app registers its own router type; this small one renders the same components.
  return renderToString(<RouterProvider router={router as never} />)
}


/**
 * Both languages' interface strings with every namespace, as the site has them, for a test that
 * reads its expected words from the dictionaries. Unit test files share their modules
 * (vite.config.ts), so the strings another file loaded may lack a namespace; this loads whatever
 * is missing before it hands them out.
 */
export async function loadAllDictionaries(): Promise<Record<Locales, TranslationFunctions>> {
  await Promise.all((['ko', 'en'] as const).flatMap((locale) => [loadDictionary(locale), loadNamespaces(lazyNamespaceNames, locale)]))
  return { ko: i18nObject('ko'), en: i18nObject('en') }
}
