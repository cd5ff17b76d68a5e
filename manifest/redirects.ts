import { defineRedirects } from './schema/redirect'

/** docs/rules/routing.md §2.1: the root goes to Korean; legacy legal paths go to the page in the visitor's language. */
export const redirects = defineRedirects([
  { from: '/', match: 'exact', to: 'HomePage', language: 'default' },
  { from: '/privacy', match: 'prefix', to: 'PrivacyPage', language: 'resolve' },
  { from: '/terms', match: 'prefix', to: 'TermsOfServicePage', language: 'resolve' },
])
