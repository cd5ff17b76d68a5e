import { DEFAULT_TIME_ZONE, isZoneName } from '../../../manifest/zone-name'

/**
 * The zones the time-zone field suggests, each once: the browser's own first (where the partner
 * most likely is), then Asia/Seoul, then every other zone Intl knows (`known`). Asia/Seoul comes
 * second because it is the form's usual answer and its default: most partners are Korean, and one
 * whose browser says otherwise (an agency abroad, a laptop left on a trip's zone) finds it at the
 * top without typing. Only names the schema takes (manifest/schema/event-time.ts), so none is
 * refused when sent. Intl knows each one (its list, and the zone its formatters use), so only the
 * spelling is left to check: Intl also knows names the schema does not take (`EST5EDT`, `CET`,
 * an offset such as `+05:30`), and a browser may not tell its zone at all.
 */
export function suggestedZones(known: readonly string[], browserZone: string | undefined): string[] {
  const own = browserZone && isZoneName(browserZone) ? [browserZone] : []
  return [...new Set([...own, DEFAULT_TIME_ZONE, ...known.filter(isZoneName)])]
}

/**
 * This browser's suggestions, read from its Intl when first asked for (time-zone-field.tsx):
 * neither the prerendered HTML nor the script carries a list of 400 names. Each is its bare IANA
 * name, without its UTC offset as a label: an offset takes an Intl.DateTimeFormat per zone, 90 ms
 * for the 418 zones in Chromium on a desktop (several times that on a phone), while the name
 * already says where the zone is.
 */
export const browserZones = (): string[] =>
  suggestedZones(Intl.supportedValuesOf('timeZone'), new Intl.DateTimeFormat().resolvedOptions().timeZone as string | undefined)
