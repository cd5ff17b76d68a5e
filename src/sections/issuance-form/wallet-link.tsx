import { useLL } from '../../app/i18n'
import { ManifestLink } from '../../components/manifest-link/manifest-link'
import { walletOf } from './wallet'

/** The wallet an endpoint issues to, by name, linking to it in a new tab. */
export function WalletLink({ endpoint }: { endpoint: string }) {
  const LL = useLL()
  const wallet = walletOf(endpoint)
  return <ManifestLink link={{ label: LL.issuance.walletName({ version: wallet.version }), external: wallet.external }} />
}
