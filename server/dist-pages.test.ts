import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { distPages } from './dist-pages'
import { servedAt } from './served-at'

it('lists every HTML file of a build with the path it is served at, and nothing else', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'dist-pages-'))
  try {
    for (const file of ['404.html', 'kor/index.html', 'kor/company/about/index.html', 'eng/404/index.html', 'kor/index.html.br', 'assets/a.js', 'nginx/server.conf']) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
      writeFileSync(path.join(dist, file), '')
    }
    expect(distPages(dist)).toEqual([
      { file: '404.html', url: '/404.html' },
      { file: 'eng/404/index.html', url: '/eng/404' },
      { file: 'kor/company/about/index.html', url: '/kor/company/about' },
      { file: 'kor/index.html', url: '/kor' },
    ])
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})

it('serves a folder index at the folder, any other HTML file at itself', () => {
  expect(servedAt('kor/index.html')).toBe('/kor')
  expect(servedAt('404.html')).toBe('/404.html')
})

it('serves a notice\'s file at the notice\'s address', () => {
  expect(servedAt('eng/company/event-detail/notice-3.html')).toBe('/eng/company/event-detail?id=3')
  expect(servedAt('eng/company/event-detail/index.html')).toBe('/eng/company/event-detail')
})
