import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EmailAddress } from './email-address'

describe('an e-mail address in the success dialog', () => {
  it('may break only after its @ and its dots, and reads as the address', () => {
    const html = renderToStaticMarkup(<EmailAddress address="hong.gildong@mail.example.com" />)
    expect(html).toBe('hong.<wbr/>gildong@<wbr/>mail.<wbr/>example.<wbr/>com')
    expect(html.replace(/<wbr\/>/g, '')).toBe('hong.gildong@mail.example.com')
  })
})
