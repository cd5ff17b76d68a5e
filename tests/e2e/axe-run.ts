import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { AxeResults, Result, RunOptions } from 'axe-core'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { axeTags, describeViolations, failingViolations } from './axe-report'
import { expect } from './fixtures'

/** axe-core as @axe-core/playwright would inject it: the same copy, so both read a page alike. */
const axeSource = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8')

const options: RunOptions = {
  runOnly: { type: 'tag', values: axeTags },
  // The passes' and the other lists' elements are not read: axe gathers one of each, not all.
  resultTypes: ['violations'],
}

/**
 * Axe's violations on the page as it is now, at the site's level (WCAG 2.2 AA tags).
 *
 * Run in the page itself, as one `axe.run`: AxeBuilder runs axe frame by frame and joins the
 * parts in a blank page it opens for that, which cost 1.3 to 2.8 s a read where this takes 0.3 to
 * 0.65 s with the same findings (measured on the home, privacy and notice pages; most of the walk
 * of every page was axe). A page with a frame in it (the office map with a key) still goes
 * through AxeBuilder, which reads inside the frame.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations
  type WithAxe = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } }
  // Evaluated through the DevTools protocol, as AxeBuilder does: the page's CSP does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as WithAxe
    if (!axe) throw new Error('axe-core was not injected')
    return (await axe.run(document, runOptions)).violations
  }, options)
}

/** Fails on any serious or critical violation, naming the page, the width and each element. */
export async function expectNoSeriousAxeViolation(page: Page, label = page.url()): Promise<void> {
  const width = page.viewportSize()?.width ?? 0
  const problems = describeViolations(label, width, failingViolations(await axeViolations(page)))
  expect(problems, problems.join('\n')).toEqual([])
}
