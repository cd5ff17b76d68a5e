import type { ReactNode } from 'react'
import { InquiryBanner, type ClosingSection } from '../components/inquiry-banner/inquiry-banner'
import { PageHead, type PageHeadContent } from '../components/page-head/page-head'
import * as styles from './page-layout.css'

/**
 * Every page but an event page (`EventLayout`): its head, its sections, and the band that closes
 * it. An inner page opens with the page head (`head`: breadcrumb, title, lead text,
 * illustration); a landing page (its hero holds the h1) has none, and its sections start at the
 * top. With `inquiryBanner` the inquiry band closes the page, holding the page's last call to
 * action (`closing`) when it ends with one (codegen decides, manifest/closing-band.ts). The head
 * and the band live in this module's chunk, which event pages never load.
 */
export function PageLayout({
  head,
  inquiryBanner = false,
  closing,
  children,
}: {
  head?: PageHeadContent
  inquiryBanner?: boolean
  closing?: ClosingSection
  children?: ReactNode
}) {
  const variant = head ? 'withHead' : 'withoutHead'
  return (
    <>
      {head && <PageHead head={head} />}
      {children && <div className={styles.page[variant]}>{children}</div>}
      {inquiryBanner && <InquiryBanner section={closing} />}
    </>
  )
}
