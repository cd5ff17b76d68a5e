import { z } from 'zod'
import { parseEntry } from './schema/define'

/** Settings every badge request shares (the sample page and every event page). */
export const issuance = parseEntry(
  z
    .object({
      /**
       * The `lang` every issuance request carries. docs/rules/site.md §9: `ko-KR` on the sample page and on every
       * event page, whatever the interface language; change it here and nowhere else.
       */
      lang: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
    })
    .strict(),
  { lang: 'ko-KR' },
  'manifest/issuance.ts',
)
