import { HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { useEffect } from 'react'
import { AlertProvider } from '../components/alert/alert-provider'
import { ScrollToTop } from '../components/scroll-to-top/scroll-to-top'
import { SiteFooter } from '../components/site-footer/site-footer'
import { SiteHeader } from '../components/site-header/site-header'
import { SkipLink } from '../components/skip-link/skip-link'
// The brand face: Pretendard cut to the site's characters by codegen (codegen/brand-face.ts), two
// woff2 files the build emits as hashed assets (its fallback face is in styles/fonts.css.ts;
// docs/brand-face.md).
import '../generated/brand-face/brand-face.gen.css'
import '../styles/global.css'
import { useCurrentPage } from './current-page'

/** The whole HTML document: the shell around the current page, as the manifest flags it. */
export function RootDocument() {
  const { route, language } = useCurrentPage()
  // Marks the document as interactive: tests and scripts wait for it instead of guessing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    // The not-found page says so, for the router to render it at any address it is served at (src/app/router.ts).
    <html lang={language.htmlLang} data-not-found={route.id === 'NotFoundPage' ? '' : undefined}>
      <head>
        <HeadContent />
      </head>
      <body>
        <AlertProvider>
          <SkipLink />
          {route.header && <SiteHeader />}
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
          <ScrollToTop />
          <SiteFooter />
        </AlertProvider>
        <Scripts />
      </body>
    </html>
  )
}
