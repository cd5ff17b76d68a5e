import type { ReactNode } from 'react'
import type { ClaimMoments } from '../../../manifest/site'
import { useLL, useText } from '../../app/i18n'
import { button } from '../button.css'
import { PageLink } from '../manifest-link/manifest-link'
import { PrivacyNotice } from '../privacy-notice/privacy-notice'
import { claimStateScript } from './claim-state-script'
import { ClaimWindowContext } from './claim-window-context'
import * as styles from './claim-window.css'
import { useClaimState } from './use-claim-state'

export type { ClaimMoments }

/**
 * An event's claim window around its form (codegen puts it there for an entry with `claims`):
 * the form while claims are open, with the deadline beside its button; before, when to come
 * back, whom to ask and the privacy notice the form will show; after, that they closed, with the
 * contact page. Every time names the event's time zone (written out at build time). The
 * prerendered page cannot know the time: an inline script right after the box picks the state
 * before the first paint, and a visitor without JavaScript reads the window's dates. Then the box
 * follows the clock (an open page turns open, then closed, by itself) and the API: a claim it
 * refuses as outside the window turns the box to the notice of that side. `asksClaimCode`: the
 * event asks for a claim code (its entry's `claimCode`), so "come back" names the code too.
 */
export function ClaimWindow({ claims, asksClaimCode, children }: { claims: ClaimMoments; asksClaimCode?: boolean; children: ReactNode }) {
  const LL = useLL()
  const text = useText()
  const { state, refuse } = useClaimState(claims)
  const opens = claims.opens && text(claims.opens.text)
  const closes = claims.closes && text(claims.closes.text)
  const refused = () => {
    const side = refuse()
    if (side === 'before' && opens) return LL.issuance.claimsOpenOn({ opens })
    if (side === 'after' && closes) return LL.issuance.claimsClosedOn({ closes })
    return undefined
  }
  // The instants are for the inline script, which only the prerendered page runs (see below).
  const instants = import.meta.env.SSR ? { 'data-opens': claims.opens?.at, 'data-closes': claims.closes?.at } : {}
  return (
    <>
      <div className={styles.box} data-claims={state} {...instants}>
        <div className={styles.layer} data-layer="unknown">
          <p className={`${styles.notice} ${styles.text}`}>{periodSentence(LL, opens, closes)}</p>
        </div>
        {opens && (
          <div className={`${styles.layer} ${styles.before}`} data-layer="before">
            <Notice title={LL.event.claims.notYet()} text={LL.event.claims.opensAt({ opens })}>
              <p className={styles.text}>{asksClaimCode ? LL.issuance.comeBackWithCode() : LL.event.claims.comeBack()}</p>
              <Help />
            </Notice>
            <PrivacyNotice />
          </div>
        )}
        {closes && (
          <div className={styles.layer} data-layer="after">
            <Notice title={LL.event.claims.closed()} text={LL.event.claims.closedAt({ closes })}>
              <Help />
            </Notice>
          </div>
        )}
        <div className={styles.layer} data-layer="open">
          <ClaimWindowContext.Provider value={{ closes, refused }}>{children}</ClaimWindowContext.Provider>
        </div>
      </div>
      {/* The prerender writes the script; the browser's bundle leaves the text out (hydration does
          not compare HTML set this way, and a script React inserts never runs): 0.2 kB less. */}
      <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? claimStateScript : '' }} />
    </>
  )
}

/** A state's notice, standing where the form would. */
function Notice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className={styles.notice}>
      {/* Where focus goes when the form it replaced had it (dialog.tsx), e.g. after a 409's alert. */}
      <p className={styles.title} tabIndex={-1} data-takes-lost-focus="">
        {title}
      </p>
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  )
}

/** Whom to ask about the badge: the contact page. */
function Help() {
  const LL = useLL()
  return (
    <>
      <p className={styles.text}>{LL.event.claims.questions()}</p>
      <PageLink page="ContactPage" className={button({ variant: 'secondary' })}>
        {LL.event.claims.contact()}
      </PageLink>
    </>
  )
}

/** The window in one sentence: from … to …, from …, or until … (the schema requires one end). */
function periodSentence(LL: ReturnType<typeof useLL>, opens: string | undefined, closes: string | undefined): string {
  if (opens && closes) return LL.event.claims.period({ opens, closes })
  if (opens) return LL.event.claims.from({ opens })
  return LL.event.claims.until({ closes: closes ?? '' })
}

