import type { Crumb } from '../../../manifest/breadcrumbs'
import type { Page } from '../../../manifest/schema/page'
import type { InLanguage } from '../../../manifest/schema/text'
import { useLL } from '../../app/i18n'
import { usePageItem, usePageText } from '../../app/page-item'
import type { PageId } from '../../generated/site.gen'
import { PageLink } from '../manifest-link/manifest-link'
import * as styles from './page-head.css'

/**
 * What codegen writes for a page's head, in the page's language: the breadcrumb's steps between
 * "Home" and the page, the page's own step when the navigation names it otherwise than its title
 * (else the title is used), and the page's illustration.
 */
export type PageHeadContent = { trail: readonly InLanguage<Crumb>[]; here?: string; image?: Page['image'] }

/**
 * The head of every inner page: a tinted band with the breadcrumb (where the navigation puts the
 * page), the page's title (its h1) and lead text, and its illustration on wider screens. A landing
 * page opens with its hero and an event page with its intro instead. On a page each of whose
 * items is a page (a notice), the item's title is the h1 and the trail's last step, and the
 * item's text below stands for the lead.
 */
export function PageHead({ head }: { head: PageHeadContent }) {
  const LL = useLL()
  const { title, description } = usePageText()
  const item = usePageItem()
  return (
    <header className={styles.head}>
      <nav className={styles.trail} aria-label={LL.shell.breadcrumb()}>
        <ol>
          <li>
            <PageLink page="HomePage">{LL.shell.breadcrumbHome()}</PageLink>
          </li>
          {head.trail.map((crumb) => (
            <li key={crumb.label}>{crumb.page ? <PageLink page={crumb.page as PageId}>{crumb.label}</PageLink> : crumb.label}</li>
          ))}
          <li>
            <span aria-current="page">{item ? item.title : (head.here ?? title)}</span>
          </li>
        </ol>
      </nav>
      <h1 className={styles.title}>{item ? item.title : title}</h1>
      {!item && <p className={styles.lead}>{description}</p>}
      {head.image && <img className={styles.art} src={head.image.src} width={head.image.width} height={head.image.height} alt="" decoding="async" />}
    </header>
  )
}
