import type { CSSProperties, ReactNode } from 'react'
import type { NoticeLink as NoticeLinkEntry } from '../../../manifest/schema/notice'
import type { InLanguage } from '../../../manifest/schema/text'
import { useLL } from '../../app/i18n'
import { BoardLink } from '../../components/board/board-link'
import { site, type PageId } from '../../generated/site.gen'
import { visuallyHidden } from '../../styles/shared.css'

type Props = { link: InLanguage<NoticeLinkEntry>; className?: string; style?: CSSProperties; children?: ReactNode }

/**
 * A notice's link: a page of this site in place, anything else (a brand site, the PDF, a video,
 * a partner) in a new tab, announced as such.
 */
export function NoticeLink({ link, className, style, children }: Props) {
  const LL = useLL()
  const content = children ?? link.label
  if ('page' in link) {
    return (
      <BoardLink page={link.page as PageId} search={link.search} className={className} style={style}>
        {content}
      </BoardLink>
    )
  }
  const href = 'external' in link ? site.brand.external[link.external] : 'download' in link ? link.download : link.url
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} style={style}>
      {content}
      <span className={visuallyHidden}> ({LL.shell.opensInNewTab()})</span>
    </a>
  )
}
