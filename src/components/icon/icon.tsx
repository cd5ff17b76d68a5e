import { ICON_SPRITE, type IconName } from '../../../manifest/icons'

/**
 * One icon of the site's set (`manifest/icons.ts`), drawn from the SVG sprite codegen writes:
 * the page carries the name only, no path data and no icon code. Decorative: the text beside it
 * names what it stands for. Size and colour come from `className` (the strokes are `currentColor`).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  )
}
