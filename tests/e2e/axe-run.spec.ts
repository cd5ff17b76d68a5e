import { expect, test } from '@playwright/test'
import { axeViolations } from './axe-run'

/**
 * The axe runner every accessibility check goes through (axe-run.ts), held to small pages with
 * known defects, so a runner that stopped reading the page would fail here rather than pass
 * everywhere. No server: the pages are set as content, one of them in a frame (the other path).
 */
const defects = '<main><h1>Title</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#bbb;background:#fff">faint text</p></main>'
const page = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`

test('finds a picture without a text and faint text, and nothing on a clean page', async ({ page: tab }) => {
  await tab.setContent(page(defects))
  expect((await axeViolations(tab)).map((v) => v.id).sort()).toEqual(['color-contrast', 'image-alt'])
  await tab.setContent(page('<main><h1>Title</h1><p>Plain text</p></main>'))
  expect(await axeViolations(tab)).toEqual([])
})

test('reads inside a frame', async ({ page: tab }) => {
  await tab.setContent(page(`<main><h1>Title</h1><iframe title="inner" srcdoc='${page(defects).replaceAll("'", '&#39;')}'></iframe></main>`))
  await expect.poll(() => tab.frames().length).toBe(2)
  await expect(tab.frameLocator('iframe').locator('h1')).toHaveText('Title')
  expect((await axeViolations(tab)).map((v) => v.id).sort()).toEqual(['color-contrast', 'image-alt'])
})
