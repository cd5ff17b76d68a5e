import { z } from 'zod'
import { iconNames } from '../icons'

/** An icon of the site's set (`manifest/icons.ts`), by what it means, e.g. `'verify'`. */
export const IconNameSchema = z.enum(iconNames, {
  error: (issue) => `unknown icon ${JSON.stringify(issue.input)}: use one of manifest/icons.ts (${iconNames.join(', ')}), or add it there`,
})
