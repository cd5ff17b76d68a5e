import { useRouterState } from '@tanstack/react-router'
import { useCurrentPage } from '../../app/current-page'
import { useLL } from '../../app/i18n'
import * as board from '../../components/board/board.css'
import { NoticeChip, newestFirst } from '../../components/board/notice-chip'
import { BoardLink } from '../../components/board/board-link'
import { bannerButtonBox, bannerImagePath, bannerSize } from '../../lib/notice-banner'
import { seoulDayStart } from '../../lib/seoul-day'
import { visuallyHidden } from '../../styles/shared.css'
import type { SectionProps } from '../section-props'
import { NoticeLink } from './notice-link'
import * as styles from './notice-detail.css'

type Notice = SectionProps<'notice-detail'>['section']['notices'][number]

/**
 * docs/rules/company.md §2.9: the notice of the page's `id` (its title is the page head's h1, notice-detail-item.ts),
 * its type and date, its text or banner, then the board's controls (previous, next, back to
 * list); a missing or unknown id shows "no posts". Each notice is prerendered at its own address,
 * so this renders the same on the server and in the browser.
 */
export default function NoticeDetailSection({ section }: SectionProps<'notice-detail'>) {
  const LL = useLL()
  const id = useRouterState({ select: (state) => (state.matches.at(-1)?.search as { id?: number } | undefined)?.id })
  const notices = newestFirst(section.notices)
  const index = notices.findIndex((notice) => notice.id === id)
  const notice = notices[index]
  const back = (
    <p className={styles.back}>
      <BoardLink page="NoticePage" className={board.boardButton}>
        {LL.lists.backToList()}
      </BoardLink>
    </p>
  )
  if (!notice) {
    return (
      <div>
        <p className={styles.empty}>{LL.lists.empty()}</p>
        {back}
      </div>
    )
  }
  const newer = notices[index - 1]
  const older = notices[index + 1]
  return (
    <div>
      <article className={styles.article}>
        <header className={styles.header}>
          <NoticeChip type={notice.type} />
          <time dateTime={seoulDayStart(notice.date)} className={board.date}>
            {notice.date}
          </time>
        </header>
        <div className={styles.body}>{notice.banner ? <Banner notice={notice} /> : <TextNotice notice={notice} />}</div>
      </article>
      <nav className={styles.controls} aria-label={LL.notices.controls()}>
        <ul className={styles.neighbours}>
          {newer && <Neighbour label={LL.notices.previous()} notice={newer} />}
          {older && <Neighbour label={LL.notices.next()} notice={older} />}
        </ul>
        {back}
      </nav>
    </div>
  )
}

function TextNotice({ notice }: { notice: Notice }) {
  return (
    <>
      {notice.paragraphs?.map((paragraph, i) => <p key={i}>{paragraph}</p>)}
      {notice.links && (
        <ul className={styles.links}>
          {notice.links.map((link, i) => (
            <li key={i}>
              <NoticeLink link={link} className={styles.textLink} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/** The banner's art with its text for screen readers and its real links laid over the drawn buttons. */
function Banner({ notice }: { notice: Notice }) {
  const { language } = useCurrentPage()
  const banner = notice.banner!
  return (
    // The caption first: HTML allows it only first or last, and a screen reader meets the text before the links.
    <figure className={styles.banner}>
      <figcaption className={visuallyHidden}>
        <p>{banner.headline}</p>
        {banner.lines.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </figcaption>
      <img src={bannerImagePath(notice.id, language.locale)} alt="" width={bannerSize.width} height={bannerSize.height} className={styles.bannerImage} />
      {banner.links.map((link, i) => (
        <NoticeLink key={i} link={link} className={styles.overlay} style={bannerButtonBox(i, banner.links.length)}>
          <span className={visuallyHidden}>{link.label}</span>
        </NoticeLink>
      ))}
    </figure>
  )
}

function Neighbour({ label, notice }: { label: string; notice: Notice }) {
  return (
    <li>
      <BoardLink page="NoticeViewPage" search={{ id: notice.id }} className={styles.neighbour}>
        <span className={styles.neighbourLabel}>{label}</span>
        <span className={styles.neighbourTitle}>{notice.title}</span>
      </BoardLink>
    </li>
  )
}
