/**
 * The site's one icon set: Lucide (https://lucide.dev, ISC), a maintained open-source set of
 * line icons on a 24 px grid. The manifest names an icon by what it means (`icon: 'verify'`);
 * this list says which Lucide drawing stands for it, so a concept looks the same on every page
 * and a new card picks from meanings, not from 1,600 drawings. A name that is not a key here
 * fails `tsc` and codegen; a Lucide name that `lucide-static` does not have fails codegen.
 *
 * How they reach the page (no JavaScript, no icon font): codegen copies the drawings named
 * here, and only those, from `lucide-static` into one SVG sprite, `public/icons/sprite.gen.svg`,
 * and `<Icon name>` (`src/components/icon/`) draws `<svg><use href="/icons/sprite.gen.svg#name">`.
 * The page's HTML and JavaScript carry the name only; the sprite (a few kB) is fetched once, from
 * the site itself, so the Content-Security-Policy needs nothing new. It is drawn in `currentColor`.
 * Only this file and `src/components/icon/` know where the drawings come from.
 */
export const icons = {
  // Badges and what happens to them
  badge: 'award',
  issue: 'send',
  wallet: 'wallet',
  share: 'share-2',
  verify: 'shield-check',
  showcase: 'id-card',
  collect: 'inbox',
  // Open Badges, the standard
  standard: 'badge-check',
  credential: 'key-round',
  figures: 'chart-line',
  mobile: 'smartphone',
  global: 'globe',
  // What schools recognise
  completion: 'book-open-check',
  skill: 'lightbulb',
  activity: 'heart-handshake',
  teacher: 'presentation',
  pathway: 'layers',
  // What companies and associations gain
  brand: 'megaphone',
  motivation: 'trending-up',
  skills: 'chart-column',
  paperless: 'file-x',
  partners: 'handshake',
  hiring: 'user-round-search',
  admin: 'clipboard-check',
  members: 'gift',
  // Who issues (the company overview)
  school: 'school',
  company: 'building-2',
  association: 'users-round',
  // Ways in to the company (the company overview)
  office: 'map-pin',
  press: 'newspaper',
  notice: 'bell',
  contact: 'mail',
} as const satisfies Record<string, string>

/** A name the manifest may give an icon. */
export type IconName = keyof typeof icons

/** The names, for the schema's enum and its error message. */
export const iconNames = Object.keys(icons) as [IconName, ...IconName[]]

/** Where the sprite is served; codegen writes it to `public/` + this path. */
export const ICON_SPRITE = '/icons/sprite.gen.svg'
