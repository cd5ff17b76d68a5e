import { timingSafeEqual } from 'node:crypto'
import { claimCodes } from '../../src/generated/claim-codes.gen'
import { RequestRefused } from './error-answer'

/** Letter case is forgiven: a code typed from the poster may come in lower case. */
const comparable = (code: string) => Buffer.from(code.toUpperCase(), 'utf8')

/** Whether `given` is `expected`, in a time that does not tell how many leading characters matched. */
function sameCode(given: string, expected: string): boolean {
  const [a, b] = [comparable(given), comparable(expected)]
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Refuses (403, api.yaml `ClaimCodeRefused`) an issuance request for a company whose event asks
 * for a claim code (manifest `claimCode`, src/generated/claim-codes.gen.ts) when the request
 * carries none or another. The message never contains the code. A company without a code
 * accepts the request whatever its `claimCode`.
 */
export function assertClaimCode(company: string, given: string | undefined, codes: Readonly<Record<string, string>> = claimCodes): void {
  // Own keys only: a company code may be any lower-case word, `constructor` included.
  if (!Object.hasOwn(codes, company)) return
  if (given === undefined) {
    throw new RequestRefused(
      403,
      { ko: '이 배지는 행사에서 안내한 참가 코드가 있어야 신청할 수 있습니다 (claimCode)', en: 'This badge can be claimed only with the claim code given at the event (claimCode)' },
      'claimCode',
    )
  }
  if (!sameCode(given, codes[company]!)) {
    throw new RequestRefused(403, { ko: '행사에서 안내한 참가 코드가 아닙니다 (claimCode)', en: 'This is not the claim code given at the event (claimCode)' }, 'claimCode')
  }
}
