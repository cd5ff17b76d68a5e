import { z } from 'zod'

/** A route name of the manifest (`PrivacyPage`); codegen checks that the page exists. A file of its own: the brand (link.ts) reads files, and the event's fields run in a browser worker too. */
export const PageIdSchema = z.string().regex(/^[A-Z][A-Za-z0-9]*Page$/, 'a PascalCase route name ending in "Page"')
