import type { TranslationFunctions } from '../i18n/i18n-types'
import { logoLimits, type LogoProblem } from './logo-file'

const kB = (bytes: number) => Math.ceil(bytes / 1000)

/**
 * Why a logo is refused, for the partner who chose it, in the language of `L`: the request page
 * says it under the logo field when the file is chosen, and the API answers it (with the field's
 * name) when a file it refuses is sent anyway, from the same dictionary.
 */
export function logoRefusalText(problem: LogoProblem, L: TranslationFunctions): string {
  const R = L.partnerRequest.logoRefused
  switch (problem.kind) {
    case 'tooBig':
      return R.tooBig({ kb: kB(problem.bytes), max: logoLimits.maxBytes / 1000 })
    case 'notImage':
    case 'wrongName':
      return R.notImage()
    case 'noProportions':
      return R.noProportions()
    case 'pngTooSmall':
      return R.pngTooSmall({ width: problem.width, height: problem.height, min: logoLimits.minPngSide })
    case 'pngTooLarge':
      return R.pngTooLarge({ width: problem.width, height: problem.height, max: logoLimits.maxPngSide })
    case 'tooThin':
      return R.tooThin({ aspect: problem.aspect, max: logoLimits.maxAspect })
    case 'script':
      return R.script()
    case 'eventHandler':
      return R.eventHandler({ attribute: problem.attribute })
    case 'javascriptUrl':
      return R.javascriptUrl()
    case 'entity':
      return R.entity()
    case 'outsideReference':
      return R.outsideReference({ reference: problem.reference })
  }
}
