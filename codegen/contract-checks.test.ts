import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sectionTypes } from '../manifest/sections/index'
import { loadSite } from '../manifest/site'
import { readApiContract } from './api-contract'
import { checkAgainstContract, resolveQuery } from './contract-checks'

const contract = await readApiContract(path.resolve(import.meta.dirname, '../openapi/api.yaml'))
const site = loadSite()

function problemsOf(change: (s: { routes: typeof site.routes; languages: typeof site.languages }) => void, types: Record<string, object> = sectionTypes): string {
  const copy = structuredClone({ routes: site.routes, languages: site.languages })
  change(copy)
  try {
    checkAgainstContract(copy, contract, types)
    return ''
  } catch (error) {
    return (error as Error).message
  }
}

describe('the manifest against openapi/api.yaml', () => {
  it('reads the rules the API enforces (values written from the contract, not computed)', () => {
    expect(contract.basePath).toBe('/api/v1')
    expect(contract.fields.IssuanceRequest.company).toEqual({ required: true, minLength: 1, maxLength: 50, pattern: '^[a-z0-9]+$' })
    expect(contract.fields.ContactInquiry.path).toEqual({ required: false, maxLength: 50, pattern: '^[^\\p{Cc}]*$' })
    expect(contract.fields.ContactInquiry.content).toMatchObject({ required: true, maxLength: 5000 })
    expect(contract.enums.InquiryType).toEqual(['service', 'partnership', 'inquiry', 'other'])
    expect(contract.issuanceEndpoints).toEqual({ issueSampleBadge: 'OpenBadges', issueSampleBadgeV3: 'OpenBadgesV3' })
  })

  it('accepts today\'s manifest', () => {
    expect(problemsOf(() => {})).toBe('')
  })

  it('refuses a company code with a capital letter', () => {
    expect(problemsOf((s) => (s.routes.find((r) => r.event)!.event!.company = 'AES'))).toMatch(/company: "AES" would be refused by the API \(does not match/)
  })

  it('refuses a section that loads an operation the API lacks, or one that is not a read', () => {
    const message = problemsOf(() => {}, { ...sectionTypes, 'press-list': { loads: 'listPress' }, 'issuance-form': { loads: 'issueSampleBadge', submits: [] } })
    expect(message).toContain('manifest/sections/press-list.ts: loads: "listPress" is not an operationId of openapi/api.yaml')
    expect(message).toContain('manifest/sections/issuance-form.ts: loads: "issueSampleBadge" is not a GET operation')
  })

  it('refuses an apiLocale the API does not take, and an API language no page speaks', () => {
    const message = problemsOf((s) => ((s.languages[1] as { apiLocale: string }).apiLocale = 'en-GB'))
    expect(message).toContain('manifest/languages.ts: apiLocale "en-GB" is not in the API\'s Language enum')
    expect(message).toContain('openapi/api.yaml: Language "en-US" belongs to no language of manifest/languages.ts')
  })

  it('has a section that calls each operation of the contract (loads or submits): none is dead', () => {
    const types = Object.values(sectionTypes as Record<string, { loads?: string; submits?: readonly string[] }>)
    const called = new Set(types.flatMap((t) => [...(t.loads ? [t.loads] : []), ...(t.submits ?? [])]))
    expect(Object.keys(contract.operations).filter((id) => !called.has(id))).toEqual([])
  })

  it('reads each operation\'s query parameters with their defaults, and what a success answer holds', () => {
    expect(contract.operations.listBadgeGallery).toEqual({
      method: 'get',
      path: '/BadgeGallery',
      summary: 'List gallery badges by category',
      query: { category: { values: ['all', 'edu', 'corp', 'group', 'etc'], default: 'all' } },
      accepts: {},
      statusOnly: false,
      refuses: [400, 404, 405, 429, 431],
    })
    // docs/rules/issuance.md §4.1 and docs/rules/api.md §7: any 200 issues a badge; an inquiry needs `result: "Requested"`.
    expect(contract.operations.issueSampleBadgeV3).toMatchObject({ method: 'post', path: '/OpenBadgesV3', query: {}, accepts: {}, statusOnly: true })
    expect(contract.operations.sendContactInquiry).toMatchObject({ accepts: { result: 'Requested' }, statusOnly: false })
  })

  it('fills an API enum query parameter from the contract', () => {
    expect(resolveQuery([{ kind: 'api-enum', name: 'category', schema: 'GalleryCategoryFilter' }], contract)).toEqual([
      { kind: 'enum', name: 'category', values: ['all', 'edu', 'corp', 'group', 'etc'], default: 'all' },
    ])
  })
})
