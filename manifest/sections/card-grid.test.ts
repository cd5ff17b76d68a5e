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

})
