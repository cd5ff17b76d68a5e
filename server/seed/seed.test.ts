import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { badgeArtDirectory, badgeArtFiles } from './badge-art-files'
import { galleryCategories, sampleGalleryBadges, sampleGalleryRows } from './gallery'
import { samplePressItems } from './press'

const placeholderUrl = /^https:\/\/[a-z0-9.-]+\.example\//

const hangul = /[\uac00-\ud7a3]/

describe('sample gallery', () => {
  const badges = sampleGalleryBadges('ko')

  it('names every badge and issuer in both languages, each name in its own', () => {
    for (const { badgeTitle, issuerName } of sampleGalleryRows()) {
      for (const names of [badgeTitle, issuerName]) {
        expect(names.ko, names.en).toMatch(hangul)
        expect(names.en, names.ko).not.toMatch(hangul)
      }
    }
    // One issuer, one name in each language: a page never lists it under two.
    const issuers = new Map<string, string>()
    for (const { issuerName } of sampleGalleryRows()) {
      expect(issuers.get(issuerName.ko) ?? issuerName.en).toBe(issuerName.en)
      issuers.set(issuerName.ko, issuerName.en)
    }
  })

  it('has at least 48 badges spread over every category', () => {
    expect(badges.length).toBeGreaterThanOrEqual(48)
    for (const category of galleryCategories) {
      expect(badges.filter((badge) => badge.category === category).length).toBeGreaterThanOrEqual(8)
    }
  })

  it('links only to placeholder addresses and has unique ids and images', () => {
    for (const badge of badges) {
      expect(badge.badgeLinkUrl).toMatch(placeholderUrl)
      expect(badge.issuerLinkUrl).toMatch(placeholderUrl)
    }
    expect(new Set(badges.map((badge) => badge.id)).size).toBe(badges.length)
    expect(new Set(badges.map((badge) => badge.badgeImagePath)).size).toBe(badges.length)
  })

  it('has committed art identical to the generator (npm run seed:art)', () => {
    const directory = fileURLToPath(badgeArtDirectory)
    const wanted = badgeArtFiles()
    expect(readdirSync(directory).sort()).toEqual([...wanted.keys()].sort())
    for (const [fileName, svg] of wanted) {
      const path = `${directory}${fileName}`
      expect(existsSync(path)).toBe(true)
      expect(readFileSync(path, 'utf8'), `${fileName} is stale: run npm run seed:art`).toBe(svg)
    }
  })
})

describe('sample press', () => {
  const items = samplePressItems()

  it('has about 140 items dated 2022-04 to 2025-10', () => {
    expect(items).toHaveLength(140)
    const dates = items.map((item) => item.publishedDate).sort()
    expect(dates[0]?.startsWith('2022-04')).toBe(true)
    expect(dates.at(-1)?.startsWith('2025-10')).toBe(true)
  })

  it('hides a few items and links only to placeholder addresses', () => {
    const hidden = items.filter((item) => !item.display).length
    expect(hidden).toBeGreaterThanOrEqual(2)
    expect(hidden).toBeLessThanOrEqual(10)
    for (const item of items) expect(item.linkUrl).toMatch(/^https:\/\/news\.example\//)
  })

  it('is the same on every run', () => {
    expect(samplePressItems()).toEqual(items)
  })

  it("writes each headline in its outlet's language, never two in one row", () => {
    const hangul = /[\uac00-\ud7a3]/
    const mixed = items.filter((item) => hangul.test(item.title) !== hangul.test(item.publisher))
    expect(mixed.map((item) => `${item.publisher}: ${item.title}`)).toEqual([])
    // Both kinds are there, so a list shows rows in each language.
    expect(new Set(items.map((item) => hangul.test(item.title))).size).toBe(2)
  })
})
