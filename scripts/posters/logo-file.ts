import { logoLimits, logoProblems, type LogoImage, type LogoProblem } from '../../src/lib/logo-file'

/**
 * A partner's logo file as `npm run new:event` reports it to a maintainer: the checks and their
 * figures are src/lib/logo-file.ts's (the API's `requestPartnerEvent` refuses the same files),
 * worded here in English with the file's name.
 */
export { logoLimits, pngSize, type LogoImage } from '../../src/lib/logo-file'

function problemText(problem: LogoProblem, name: string): string {
  switch (problem.kind) {
    case 'tooBig':
      return `${name}: ${Math.ceil(problem.bytes / 1000)} kB, at most ${logoLimits.maxBytes / 1000} kB (export it smaller or as SVG)`
    case 'notImage':
      return `${name}: neither a PNG nor an SVG (<svg xmlns="http://www.w3.org/2000/svg">) by its content`
    case 'noProportions':
      return `${name}: the <svg> element gives no viewBox (or width and height), so its proportions are unknown`
    case 'pngTooSmall':
      return `${name}: ${problem.width} x ${problem.height} px, want at least ${logoLimits.minPngSide} px on the shorter side (or an SVG)`
    case 'pngTooLarge':
      return `${name}: ${problem.width} x ${problem.height} px, want at most ${logoLimits.maxPngSide} px on the longer side`
    case 'tooThin':
      return `${name}: ${problem.aspect} : 1, at most ${logoLimits.maxAspect} : 1`
    case 'wrongName':
      return `${name}: named .${problem.extension} but holds a ${problem.format.toUpperCase()}`
    case 'script':
    case 'eventHandler':
    case 'javascriptUrl':
    case 'entity':
      return `${name}: holds a script or an event handler; a logo is a picture`
    case 'outsideReference':
      return `${name}: refers to an outside file; embed it or leave it out`
  }
}

/** What is wrong with a logo file's bytes (empty when nothing), in a maintainer's words, and what it is. */
export function inspectLogo(bytes: Uint8Array, name: string): { problems: string[]; image?: LogoImage } {
  const { problems, image } = logoProblems(bytes, name)
  const texts = [...new Set(problems.map((problem) => problemText(problem, name)))]
  return image ? { problems: texts, image } : { problems: texts }
}
