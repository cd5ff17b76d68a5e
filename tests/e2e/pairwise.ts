/**
 * Pairwise: of every combination of a few two-valued choices (a language, a width of two, a way
 * of reaching something), the half whose indices sum to an even number. Every pair of choices
 * still meets in all four of its combinations, across the tests that run; only a defect that
 * needs three particular choices at once could slip through. The browser tests use it where a
 * behaviour is one component's and the language changes only its words, as axe and the width
 * walk read a page's two languages (every-page.spec.ts): each dropped combination was a page
 * loaded again to check what another test checked.
 */
export const pairwise = (...indices: number[]): boolean => indices.reduce((sum, i) => sum + i, 0) % 2 === 0
