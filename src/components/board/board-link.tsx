import { useRouter } from '@tanstack/react-router'
import type { CSSProperties, ReactNode } from 'react'
import { useCurrentPage } from '../../app/current-page'
import type { PageId } from '../../generated/site.gen'
import { pagePath } from '../../lib/routing'

type Props = { page: PageId; search?: Record<string, string | number>; className?: string; style?: CSSProperties; children: ReactNode }

/**
 * A link to a page of this site in the visitor's language: a real address (new tab, middle
 * click, sharing), followed in the app on a plain click. Not `PageLink`: each component of the
 * entry chunk a page chunk imports is one more export of the entry, on every page.
 */
export function BoardLink({ page, search, className, style, children }: Props) {
  const router = useRouter()
  const { language } = useCurrentPage()
  const query = search ? `?${new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)])).toString()}` : ''
  const href = `${pagePath(page, language.segment)}${query}`
  return (
    <a
      href={href}
      className={className}
      style={style}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void router.navigate({ href })
      }}
    >
      {children}
    </a>
  )
}
