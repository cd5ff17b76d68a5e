import { aesforumthai } from './aesforumthai'
import { aeskr } from './aeskr'
import { alheforum } from './alheforum'
import { bgwc3obadge } from './bgwc3obadge'
import { eduplusshow } from './eduplusshow'
import { eduplusweek } from './eduplusweek'
import { exampleEvent } from './example-event'
import { exampleEventEn } from './example-event-en'
import { lecoslte2025 } from './lecoslte2025'
import { s4edtechbadge } from './s4edtechbadge'

/**
 * Every partner event page, in the order of the sitemap (after the pages). Listed by hand, like
 * pages and section types: see `manifest/site.ts` for why. `npm run new:event` writes the entry's
 * file and adds it at the end of this list; codegen fails, naming the file, when a
 * `defineEvent` file is missing here.
 */
export const events = [
  aesforumthai,
  aeskr,
  alheforum,
  bgwc3obadge,
  eduplusshow,
  eduplusweek,
  lecoslte2025,
  s4edtechbadge,
  exampleEvent,
  exampleEventEn,
] as const
