import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configuredIntegrations, pagePolicies } from './page-policies'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('configuredIntegrations', () => {
  it('turns on nothing without settings, or with empty ones', () => {
    expect(configuredIntegrations({})).toEqual([])
    expect(configuredIntegrations({ ANALYTICS_GA_ID: ' ', ANALYTICS_GTM_ID: '', VITE_KAKAO_MAP_KEY: '' })).toEqual([])
  })

  it('turns on each integration its setting names, in a fixed order', () => {
    expect(configuredIntegrations({ VITE_KAKAO_MAP_KEY: 'k', ANALYTICS_GTM_ID: 'GTM-XYZ123', ANALYTICS_GA_ID: 'G-ABC1234' })).toEqual([
      'googleAnalytics',
      'tagManager',
      'kakaoMap',
    ])
    expect(configuredIntegrations({ ANALYTICS_GTM_ID: 'GTM-XYZ123' })).toEqual(['tagManager'])
  })

  it('fails on a malformed analytics ID, as the tags would', () => {
    expect(() => configuredIntegrations({ ANALYTICS_GA_ID: 'UA-1234' })).toThrow(/ANALYTICS_GA_ID/)
  })
})

describe('pagePolicies', () => {
  let dist: string
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'obadge-policies-'))
    await mkdir(path.join(dist, 'kor/company/about'), { recursive: true })
    await writeFile(path.join(dist, 'kor/company/about/index.html'), '<!doctype html><html><head><script>a()</script></head><body></body></html>')
    await writeFile(path.join(dist, '404.html'), '<!doctype html><title>404</title><p style="color:red">x</p>')
  })
  afterAll(() => rm(dist, { recursive: true, force: true }))

  it('without integrations: each page its own policy, exactly as before they existed', async () => {
    expect(await pagePolicies(dist, { integrations: configuredIntegrations({}) })).toEqual({
      '/404.html': `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-hashes' ${hash('color:red')}; img-src 'self' data:; font-src 'self'; manifest-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
      '/kor/company/about/index.html': `default-src 'self'; script-src 'self' ${hash('a()')}; style-src 'self'; img-src 'self' data:; font-src 'self'; manifest-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    })
  })

  it('with integrations: every page names their hosts, the not-found page included', async () => {
    const integrations = configuredIntegrations({ ANALYTICS_GA_ID: 'G-ABC1234', VITE_KAKAO_MAP_KEY: 'k' })
    for (const policy of Object.values(await pagePolicies(dist, { integrations }))) {
      expect(policy).toContain("script-src 'self' https://*.googletagmanager.com https://dapi.kakao.com/v2/maps/")
      expect(policy).toContain("frame-src 'self' https://www.googletagmanager.com;")
    }
  })
})
