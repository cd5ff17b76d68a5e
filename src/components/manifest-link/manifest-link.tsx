import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ExternalLink, Link as ManifestLinkEntry } from '../../../manifest/schema/link'
import type { InLanguage } from '../../../manifest/schema/text'
import { useCurrentPage } from '../../app/current-page'
import { useLL, useText } from '../../app/i18n'
import { site, type PageId } from '../../generated/site.gen'
import { linkedEventPath, routeTo } from '../../lib/routing'
import { visuallyHidden } from '../../styles/shared.css'

/** A link as the manifest has it, or already in one language (inside a `byLanguage` section). */
type LinkEntry = ManifestLinkEntry | InLanguage<ManifestLinkEntry>

type Props = {
  link: LinkEntry
  className?: string
  /** Replaces the label, e.g. with an icon and the label. */
  children?: ReactNode
  onClick?: () => void
}

/**
 * A manifest link: a page of this site in the visitor's language (client-side navigation), or an
 * external site of the brand file in a new tab, announced as such.
 */
export function ManifestLink({ link, className, children, onClick }: Props) {
  const text = useText()
  if ('external' in link) return <ExternalAnchor link={link} className={className} onClick={onClick}>{children}</ExternalAnchor>
  return (
    <PageLink page={link.page as PageId} search={link.search} className={className} onClick={onClick}>
      {children ?? (typeof link.label === 'string' ? link.label : text(link.label))}
    </PageLink>
  )
}

export function PageLink({
  page,
  search,
  className,
  children,
  onClick,
  label,
}: {
  page: PageId
  /** An accessible name that differs from the visible text (it must contain it). */
  label?: string
  search?: Record<string, string>
  className?: string
  children: ReactNode
  onClick?: () => void
}) {
  const { language } = useCurrentPage()
  return (
    <Link
      to={routeTo(page)}
      // An event page's address names the event (`/$lang/$event`).
      params={{ lang: language.segment, event: linkedEventPath(page) }}
      // Only the page itself is "current": /kor must not be active on every Korean page.
      activeOptions={{ exact: true, includeSearch: false }}
      // `to` is a union of every route, so the search type is not narrowed to the target's; the
      // manifest check guarantees the target page reads these parameters.
      search={search}
      className={className}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </Link>
  )
}

function ExternalAnchor({ link, className, children, onClick }: Omit<Props, 'link'> & { link: ExternalLink | InLanguage<ExternalLink> }) {
  const text = useText()
  const LL = useLL()
  return (
    <a href={site.brand.external[link.external]} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      {children ?? (typeof link.label === 'string' ? link.label : text(link.label))}
      <span className={visuallyHidden}> ({LL.shell.opensInNewTab()})</span>
    </a>
  )
}
