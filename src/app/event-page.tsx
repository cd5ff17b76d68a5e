import { ClaimWindow } from '../components/claim-window/claim-window'
import EventIntroSection from '../sections/event-intro/event-intro'
import IssuanceFormSection from '../sections/issuance-form/issuance-form'
import { EventLayout } from './event-layout'
import { useRouterState } from '@tanstack/react-router'
import type { EventLoaderData } from './page-data'

/**
 * Every event page: its intro (who, what, when, where; it holds the h1) and its issuance form,
 * inside the claim window when the entry has one. One component for all entries; each page's
 * texts come in its own HTML (the event route's loader data).
 */
export default function EventPage() {
  const event = useRouterState({ select: (state) => (state.matches.at(-1)?.loaderData as EventLoaderData).event })
  const form = <IssuanceFormSection section={event.form} />
  return (
    <EventLayout>
      <EventIntroSection section={event.intro} />
      {event.claims ? (
        <ClaimWindow claims={event.claims} asksClaimCode={event.form.asksClaimCode}>
          {form}
        </ClaimWindow>
      ) : (
        form
      )}
    </EventLayout>
  )
}
