/**
 * What the page does with a press of a script form before the site's scripts have run: written
 * into the HTML right after the form (the page's policy hashes it like every inline script), so
 * it works from the moment the button can be pressed. It keeps the press (the form submits
 * nothing by itself anyway: `method="dialog"`) and says in the form's own words that the page is
 * still loading; `ScriptForm` carries the press on once the page is ready. Plain ES5, no
 * dependencies: it runs before anything else has loaded.
 */
export const beforeScripts =
  'document.addEventListener("submit",function(e){var f=e.target;if(!f.hasAttribute("data-script-form")||f.hasAttribute("data-ready"))return;' +
  'e.preventDefault();f.setAttribute("data-pressed","");var s=f.querySelector("[data-waiting]");if(s)s.textContent=s.getAttribute("data-waiting")},true)'
