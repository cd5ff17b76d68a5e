import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import BadgeTypesSection from './badge-types'

describe('badge-types section', () => {
  it('lists the kinds under the heading, emblems decorative', async () => {
    const item = (title: string) => ({ icon: '/illustrations/type-skill.svg', title, text: 'Text.', examples: 'Examples' })
    const html = await renderInPage(<BadgeTypesSection section={{ type: 'badge-types', heading: 'Kinds', items: [item('Skill'), item('Graduation')] }} />)
    expect(html).toMatch(/<h2[^>]*>Kinds<\/h2>/)
    expect([...html.matchAll(/<li[^>]*><img[^>]*alt=""[^>]*\/?><h3[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['Skill', 'Graduation'])
  })
})
