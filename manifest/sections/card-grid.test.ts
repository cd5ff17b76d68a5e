import { describe, expect, it } from 'vitest'
import cardGrid from './card-grid'

const card = { title: { ko: '발급', en: 'Issuance' }, text: { ko: '배지를 발급합니다.', en: 'Issue badges.' } }

describe('card-grid schema', () => {
  it('refuses an image path outside public/ and an empty grid, naming the field', () => {
    const bad = cardGrid.schema.safeParse({ type: 'card-grid', items: [{ ...card, image: { src: 'issuance.svg', width: 1, height: 1 } }] })
    expect(bad.error?.issues[0]?.path).toEqual(['items', 0, 'image', 'src'])
    expect(cardGrid.schema.safeParse({ type: 'card-grid', items: [] }).error?.issues[0]?.message).toBe('needs at least one card')
    expect(cardGrid.schema.parse({ type: 'card-grid', items: [card] }).variant).toBe('feature')
  })

  it('refuses an icon the site does not have, saying where the names are', () => {
    const issue = cardGrid.schema.safeParse({ type: 'card-grid', items: [{ ...card, icon: 'shcool' }] }).error?.issues[0]
    expect(issue?.path).toEqual(['items', 0, 'icon'])
    expect(issue?.message).toMatch(/^unknown icon "shcool": use one of manifest\/icons\.ts \(badge, issue, wallet, .*\), or add it there$/)
  })

  it('gives every card of a grid an icon, or none', () => {
    const mixed = cardGrid.schema.safeParse({ type: 'card-grid', items: [{ ...card, icon: 'issue' }, card, { ...card, icon: 'verify' }] })
    expect(mixed.error?.issues.map((i) => [i.path, i.message])).toEqual([[['items', 1, 'icon'], 'give every card of the grid an icon, or none (2 of 3 have one)']])
    expect(cardGrid.schema.safeParse({ type: 'card-grid', items: [{ ...card, icon: 'issue' }, { ...card, icon: 'verify' }] }).success).toBe(true)
    expect(cardGrid.schema.safeParse({ type: 'card-grid', items: [card, card] }).success).toBe(true)
  })

  it('takes icons on feature and benefit cards and illustrations on showcase cards', () => {
    const art = { src: '/illustrations/education.svg', width: 320, height: 200 }
    const iconOnShowcase = cardGrid.schema.safeParse({ type: 'card-grid', variant: 'showcase', items: [{ ...card, icon: 'issue' }] })
    expect(iconOnShowcase.error?.issues[0]?.message).toBe('a showcase card takes an image, not an icon')
    const artOnBenefit = cardGrid.schema.safeParse({ type: 'card-grid', variant: 'benefit', items: [{ ...card, image: art }] })
    expect(artOnBenefit.error?.issues[0]?.message).toBe('a benefit card takes an icon, not an image')
  })

})
