/**
 * Decides the claim window's state before the first paint: written into the HTML right after the
 * window's box (the page's policy hashes it like every inline script), it reads the instants the
 * box carries and sets its `data-claims`, which the stylesheet shows one state by. So no state
 * takes room it does not use, nothing moves when the page hydrates (React then sets the same
 * value), and a page without scripts keeps `unknown`: the window's dates in one sentence. The
 * rule is `claimState`'s (src/lib/claim-window.ts; a unit test runs both on the same instants).
 * Plain ES5: it runs before anything else has loaded.
 */
export const claimStateScript =
  '(function(b){var n=Date.now(),o=b.getAttribute("data-opens"),c=b.getAttribute("data-closes");' +
  'b.setAttribute("data-claims",o&&n<+o?"before":c&&n>=+c?"after":"open")})(document.currentScript.previousElementSibling)'
