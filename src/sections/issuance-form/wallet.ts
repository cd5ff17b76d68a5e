import type { ExternalLink } from '../../../manifest/schema/link'
import type { IssuanceEndpoint } from '../../generated/operations/issuance.gen'

type Wallet = { version: string; external: ExternalLink['external'] }

/**
 * The wallet each issuance endpoint fills (openapi/api.yaml: `/OpenBadges` issues Open Badges
 * 2.0, `/OpenBadgesV3` 3.0), named by its key in the brand file's external sites, the one place
 * its address lives. Typed by the contract's endpoints: a new one fails `tsc` until it is here.
 */
const wallets: Record<IssuanceEndpoint, Wallet> = {
  OpenBadges: { version: '2.0', external: 'walletV2' },
  OpenBadgesV3: { version: '3.0', external: 'walletV3' },
}

/** The wallet a target's endpoint issues to (codegen checked the endpoint is one of the contract's). */
export const walletOf = (endpoint: string): Wallet => wallets[endpoint as IssuanceEndpoint]
