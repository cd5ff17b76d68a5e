import { describe, expect, it } from 'vitest'
import { definePage } from './schema/page'

const page = (icon: string) => ({
  id: 'IconFixturePage',
  path: 'icon-fixture',
  title: { ko: '아이콘', en: 'Icons' },
  description: { ko: '아이콘 시험', en: 'An icon fixture' },
  sections: [{ type: 'card-grid', items: [{ icon, title: { ko: '검증', en: 'Verify' }, text: { ko: '확인합니다.', en: 'Check it.' } }] }],
})

describe('icons in the manifest', () => {
  it('fails a page naming an icon the site does not have, naming the file, the field and where the names are', () => {
    // @ts-expect-error: a misspelt icon name is a type error too, before codegen runs.
    expect(() => definePage({ ...page('shcool'), sections: [{ type: 'card-grid', items: [{ icon: 'shcool', title: { ko: '학교', en: 'School' }, text: { ko: '학교.', en: 'School.' } }] }] })).toThrow(
      /manifest\/icons\.test\.ts: sections\[0\]\.items\[0\]\.icon: unknown icon "shcool": use one of manifest\/icons\.ts \(.*\bverify\b.*\), or add it there/,
    )
  })

  it('takes a page naming an icon of the set', () => {
    expect(() => definePage(page('verify') as Parameters<typeof definePage>[0])).not.toThrow()
  })
})
