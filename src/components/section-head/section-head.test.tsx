import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SectionHead } from './section-head'

const classes = { head: 'h', heading: 'hd', lead: 'l' }

describe('a section head', () => {
  it('is the heading as an h2, then the lead, in the classes given', () => {
    expect(renderToStaticMarkup(<SectionHead heading="Kinds" lead="Four of them." classes={classes} />)).toBe(
      '<div class="h"><h2 class="hd">Kinds</h2><p class="l">Four of them.</p></div>',
    )
  })

  it('leaves out what the section does not have, and is nothing without either', () => {
    expect(renderToStaticMarkup(<SectionHead heading="Kinds" classes={classes} />)).toBe('<div class="h"><h2 class="hd">Kinds</h2></div>')
    expect(renderToStaticMarkup(<SectionHead lead="Only a lead." classes={classes} />)).toBe('<div class="h"><p class="l">Only a lead.</p></div>')
    expect(renderToStaticMarkup(<SectionHead classes={classes} />)).toBe('')
  })
})
