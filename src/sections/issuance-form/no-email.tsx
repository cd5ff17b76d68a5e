import { useLL } from '../../app/i18n'
import { PageLink } from '../../components/manifest-link/manifest-link'
import * as styles from './issuance-form.css'

/** "No e-mail?": spam folder, the hour it can take, then the contact page. Folded until asked. */
export function NoEmail({ open }: { open?: boolean }) {
  const LL = useLL()
  return (
    <details className={styles.noEmail} open={open}>
      <summary className={styles.question}>{LL.issuance.noEmail.question()}</summary>
      <p className={styles.answer}>
        {LL.issuance.noEmail.answer()} <PageLink page="ContactPage">{LL.issuance.noEmail.contact()}</PageLink>
      </p>
    </details>
  )
}
