import type { SectionInLanguage } from '../../manifest/schema/section'
import type { ClaimMoments, PageClaims } from '../../manifest/claim-window'
import type { Locales } from '../i18n/i18n-types'

/** An event page as a route (src/generated/event-routes.gen.ts): a page in one language, without the site's header. */
export type EventRouteData = { id: string; path: string; header: false; indexable: boolean; writtenIn: Locales }

/**
 * What an event page renders (codegen/event-pages.ts writes one per entry): its title and
 * description, intro and form in the one language it is written in, and its claim window. The
 * prerender hands it to the event route's loader; the browser reads it back from the page's HTML.
 */
export type EventPageData = {
  route: EventRouteData
  title: string
  description: string
  intro: SectionInLanguage<'event-intro'>
  form: SectionInLanguage<'issuance-form'>
  claims?: ClaimMoments
}

/**
 * An event page's data as codegen writes it (src/generated/event-pages.gen.ts): an example's
 * window may still be a rule relative to the build day, which the prerender and the dev server
 * resolve (`claimMomentsOn`, manifest/claim-window.ts) before the renderer gets it, so the HTML and
 * the browser's hydration read the same moments and the browser never computes a window. The
 * characters its words need beyond the site's face become a file of its own in the prerender
 * (scripts/prerender/event-faces.ts), which the renderer never sees.
 */
export type EventPageSource = Omit<EventPageData, 'claims'> & { claims?: PageClaims; faceCharacters?: string }
