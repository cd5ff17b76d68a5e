import { useSyncExternalStore, type ReactNode } from 'react'
import type { ClaimMoments } from '../../../manifest/site'
import { useLL, useText } from '../../app/i18n'
import { claimState, type ClaimState } from '../../lib/claim-window'
import { button } from '../button.css'
import { PageLink } from '../manifest-link/manifest-link'
import * as styles from './claim-window.css'

export type { ClaimMoments }

/**
 * An event's claim window around its form (codegen puts it there for an entry with `claims`):
 * the form while claims are open; before, when they open; after, that they closed, with the
 * contact page. The prerendered page cannot know the time: it, and a visitor without
 * JavaScript, shows the window's dates, and the browser picks the state right after hydrating,
 * in the same box.
 */
export function ClaimWindow({ claims, children }: { claims: ClaimMoments; children: ReactNode }) {
  const LL = useLL()
  const text = useText()
  const state = useClaimState(claims)
  const opens = claims.opens && text(claims.opens.text)
  const closes = claims.closes && text(claims.closes.text)
  return (
    <div className={styles.stack} data-claims={state}>
      <div className={layer(state === 'unknown')}>
        <p className={`${styles.notice} ${styles.text}`}>{periodSentence(LL, opens, closes)}</p>
      </div>
      {opens && <Notice shown={state === 'before'} title={LL.event.claims.notYet()} text={LL.event.claims.opensAt({ opens })} />}
      {closes && (
        <Notice shown={state === 'after'} title={LL.event.claims.closed()} text={LL.event.claims.closedAt({ closes })}>
          {/* A paragraph of its own: the notice appears after hydration, and one long paragraph
              there became the page's largest paint (LCP 3.6 s against 1.9 s without it). */}
          <p className={styles.text}>{LL.event.claims.questions()}</p>
          <PageLink page="ContactPage" className={button({ variant: 'secondary' })}>
            {LL.event.claims.contact()}
          </PageLink>
        </Notice>
      )}
      <div className={layer(state === 'open')}>
        {children}
        {closes && <p className={styles.until}>{LL.event.claims.until({ closes })}</p>}
      </div>
    </div>
  )
}

const layer = (shown: boolean) => styles.layers[shown ? 'shown' : 'hidden']

/** A state's notice, standing where the form would. */
function Notice({ shown, title, text, children }: { shown: boolean; title: string; text: string; children?: ReactNode }) {
  return (
    <div className={layer(shown)}>
      <div className={styles.notice}>
        <p className={styles.title}>{title}</p>
        <p className={styles.text}>{text}</p>
        {children}
      </div>
    </div>
  )
}

/** The window in one sentence: from … to …, from …, or until … (the schema requires one end). */
function periodSentence(LL: ReturnType<typeof useLL>, opens: string | undefined, closes: string | undefined): string {
  if (opens && closes) return LL.event.claims.period({ opens, closes })
  if (opens) return LL.event.claims.from({ opens })
  return LL.event.claims.until({ closes: closes ?? '' })
}

const noSubscription = () => () => undefined

/**
 * Where the clock is in the window, decided once the page has hydrated. `unknown` on the server
 * and while hydrating: the server snapshot is the prerendered state, so hydration matches, and
 * React then renders the browser's snapshot.
 */
function useClaimState(claims: ClaimMoments): ClaimState | 'unknown' {
  const instants = { opens: claims.opens?.at, closes: claims.closes?.at }
  return useSyncExternalStore(noSubscription, () => claimState(instants, Date.now()), () => 'unknown' as const)
}
