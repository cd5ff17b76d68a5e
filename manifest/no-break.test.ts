import { describe, expect, it } from 'vitest'
import { holdCompounds, holdCompoundsIn } from './no-break'

const WJ = '\u2060'

describe('compounds held together', () => {
  it('joins a compound where a line could end inside it, and nowhere else', () => {
    expect(holdCompounds('위·변조를 막고')).toBe(`위${WJ}·${WJ}변조를 막고`)
    expect(holdCompounds('name and e-mail.')).toBe(`name and e${WJ}-${WJ}mail.`)
    expect(holdCompounds('「개인정보 보호법」의 적용')).toBe(`「${WJ}개인정보\u00a0보호법${WJ}」${WJ}의 적용`)
  })

  it('matches Latin letters in either case and leaves other text alone', () => {
    expect(holdCompounds('E-mail us')).toBe(`E${WJ}-${WJ}mail us`)
    expect(holdCompounds('위변조 방지, re-mailing')).toBe('위변조 방지, re-mailing'.replace('e-m', `e${WJ}-${WJ}m`))
    expect(holdCompounds('개인정보 보호법')).toBe('개인정보 보호법')
  })

  it('keeps every middle dot on the line of the word before it (no line begins with one)', () => {
    expect(holdCompounds('수령·보관·공유')).toBe(`수령${WJ}·보관${WJ}·공유`)
    expect(holdCompounds('대학 · 기관 · 모임')).toBe('대학\u00a0· 기관\u00a0· 모임')
  })

  it('keeps a particle on the line of the number, date or closing bracket before it', () => {
    expect(holdCompounds('18:00(GMT+9, 대한민국 시간)에 마감되었습니다')).toBe(`18:00(GMT+9, 대한민국 시간)${WJ}에 마감되었습니다`)
    expect(holdCompounds('새 배지 2.0을 받으세요')).toBe(`새 배지 2.0${WJ}을 받으세요`)
    expect(holdCompounds('(이하 “회사”)는')).toBe(`(이하 “회사”)${WJ}는`)
    expect(holdCompounds('9월 30일까지')).toBe('9월 30일까지')
    expect(holdCompounds('5일까지, 10까지')).toBe(`5일까지, 10${WJ}까지`)
    expect(holdCompounds('09:00(GMT+9)부터')).toBe(`09:00(GMT+9)${WJ}부터`)
  })

  it('reads the same once the joiners are taken out', () => {
    const text = 'Use the e-mail of your 「개인정보 보호법」의 위·변조'
    expect(holdCompounds(text).replace(/\u2060/g, '').replace(/\u00a0/g, ' ')).toBe(text)
  })

  it('changes only the { ko, en } texts of section data, never addresses or ids', () => {
    const section = { type: 'card-grid', href: '/guide/e-mail', cards: [{ title: { ko: '위·변조', en: 'e-mail' }, image: 'e-mail.svg' }] }
    expect(holdCompoundsIn(section)).toEqual({
      type: 'card-grid',
      href: '/guide/e-mail',
      cards: [{ title: { ko: `위${WJ}·${WJ}변조`, en: `e${WJ}-${WJ}mail` }, image: 'e-mail.svg' }],
    })
  })
})
