import { describe, expect, it } from 'vitest'
import { ImageSchema, LocalizedImageSchema } from './image'

const sized = { width: 560, height: 440 }

describe('LocalizedImageSchema', () => {
  it.each([
    ['one path', '/illustrations/hero.svg'],
    ['a path for each language', { ko: '/illustrations/made-up-screen.ko.svg', en: '/illustrations/made-up-screen.en.svg' }],
  ])('takes %s', (_, src) => {
    expect(LocalizedImageSchema.safeParse({ src, ...sized }).success).toBe(true)
  })

  it.each([
    ['Korean', { ko: 'illustrations/wallet-screen.ko.svg', en: '/illustrations/made-up-screen.en.svg' }, 'ko'],
    ['English', { ko: '/illustrations/made-up-screen.ko.svg', en: '/illustrations/Wallet Screen.svg' }, 'en'],
  ])('refuses a bad path in %s, naming the language', (_, src, locale) => {
    const result = LocalizedImageSchema.safeParse({ src, ...sized })
    expect(result.success).toBe(false)
    expect(result.error!.issues).toContainEqual(expect.objectContaining({ path: ['src', locale], message: expect.stringContaining('an absolute path of a file in public/') }))
  })

  it('takes a narrow picture beside the wide one, with its own size', () => {
    const narrow = { src: { ko: '/illustrations/made-up-screen-narrow.ko.svg', en: '/illustrations/made-up-screen-narrow.en.svg' }, width: 280, height: 520 }
    expect(LocalizedImageSchema.safeParse({ src: '/illustrations/hero.svg', ...sized, narrow }).success).toBe(true)
  })

  it('refuses a narrow picture without its size', () => {
    const result = LocalizedImageSchema.safeParse({ src: '/illustrations/hero.svg', ...sized, narrow: { src: '/illustrations/hero-narrow.svg' } })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['narrow.width', 'narrow.height'])
  })

  it('refuses a pair missing a language', () => {
    expect(LocalizedImageSchema.safeParse({ src: { ko: '/illustrations/made-up-screen.ko.svg' }, ...sized }).success).toBe(false)
  })
})

describe('ImageSchema', () => {
  it('keeps one path: a section that is not projected into each language cannot take a pair', () => {
    expect(ImageSchema.safeParse({ src: { ko: '/a.ko.svg', en: '/a.en.svg' }, ...sized }).success).toBe(false)
  })
})
