import { useRef } from 'react'
import { useLL } from '../../app/i18n'
import { afterNextPaint } from '../../lib/after-next-paint'
import { useHydrated } from '../../lib/use-hydrated'
import type { RequestForm } from './request-form'
import { RequestText } from './request-text'
import { browserZones } from './time-zones'

/**
 * The event's time zone: a text input the partner types into, as before, with the browser's own
 * suggestions (a `<datalist>`, filtered as one types) offering every zone this browser knows
 * (time-zones.ts). The prerendered field has no list: without a script it is the plain input.
 *
 * The zones are asked of Intl when the partner first comes to the field, after the focus has
 * painted, not when the page starts: Intl's first use on a page is a task of 70 to 100 ms on a
 * 4x-slowed CPU (docs/performance.md, "Intl at start-up"). Their options are made with the DOM,
 * which React leaves alone (it draws the list empty): 30 to 45 ms for the 418 at 4x, where 418
 * React elements took 90 to 150.
 */
export function TimeZoneField({ form, prefix }: { form: RequestForm; prefix: string }) {
  const P = useLL().partnerRequest
  const hydrated = useHydrated()
  const list = useRef<HTMLDataListElement>(null)
  const listId = `${prefix}-timeZones`
  const listZones = () => {
    if (list.current?.hasChildNodes() === false) afterNextPaint(() => list.current?.replaceChildren(...browserZones().map((zone) => new Option(zone))))
  }
  return (
    <>
      <RequestText form={form} prefix={prefix} name="timeZone" required hint={P.field.timeZoneHint()} list={hydrated ? listId : undefined} onFocus={listZones} />
      {hydrated && <datalist id={listId} ref={list} />}
    </>
  )
}
