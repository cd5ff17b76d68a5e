import type { TranslationFunctions } from '../../i18n/i18n-types'
import { logoLimits, logoProblems } from '../../lib/logo-file'
import { logoRefusalText } from '../../lib/logo-refusal-text'

/**
 * Why the API would refuse this file as the logo, in the page's language, or undefined: the
 * contract's limits and the checks of src/lib/logo-file.ts, the API's and new:event's own, run on
 * the file's bytes when the partner chooses it. A file past the size limit is refused by its size
 * alone, without reading it. Loaded when a file is first chosen, so no first load carries it.
 */
export async function logoFileRefusal(file: File, L: TranslationFunctions): Promise<string | undefined> {
  const problem =
    file.size > logoLimits.maxBytes ? { kind: 'tooBig' as const, bytes: file.size } : logoProblems(new Uint8Array(await file.arrayBuffer())).problems[0]
  return problem && logoRefusalText(problem, L)
}
