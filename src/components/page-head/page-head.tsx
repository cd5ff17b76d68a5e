import type { Crumb } from '../../../manifest/breadcrumbs'
import type { Page } from '../../../manifest/schema/page'
import type { PageMeta } from '../../app/page-layout'
import { useLL, useText } from '../../app/i18n'
import type { PageId } from '../../generated/site.gen'
import { PageLink } from '../manifest-link/manifest-link'
import * as styles from './page-head.css'

/** What codegen writes for a page's head: the breadcrumb after "Home" (ending with the page) and the page's illustration. */
export type PageHeadContent = { trail: readonly Crumb[]; image?: Page['image'] }

/**
 * The head of every inner page: a tinted band with the breadcrumb (where the navigation puts the
 * page), the page's title (its h1) and lead text, and its illustration on wider screens. A landing
 * page opens with its hero and an event page with its intro instead.
 */
export function PageHead({ meta, head }: { meta: PageMeta; head: PageHeadContent }) {
  const text = useText()
  const LL = useLL()
  const last = head.trail.length - 1
  return (
    <header className={styles.head}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <nav aria-label={LL.shell.breadcrumb()}>
            <ol className={styles.trail}>
              <li className={styles.crumb}>
                <PageLink page="HomePage" className={styles.link}>
                  {LL.shell.breadcrumbHome()}
                </PageLink>
              </li>
              {head.trail.map((crumb, i) => (
                <li key={crumb.label.en} className={styles.crumb}>
                  {i === last ? (
                    <span aria-current="page" className={styles.current}>
                      {text(crumb.label)}
                    </span>
                  ) : crumb.page ? (
                    <PageLink page={crumb.page as PageId} className={styles.link}>
                      {text(crumb.label)}
                    </PageLink>
                  ) : (
                    <span>{text(crumb.label)}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <h1 className={styles.title}>{text(meta.title)}</h1>
          <p className={styles.lead}>{text(meta.description)}</p>
        </div>
        {head.image && <img className={styles.art} src={head.image.src} width={head.image.width} height={head.image.height} alt="" decoding="async" />}
      </div>
    </header>
  )
}
