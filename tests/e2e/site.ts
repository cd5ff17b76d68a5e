import { site } from '../../src/generated/site.gen'
import { pageFor } from '../../src/app/current-page'
import { pagePath } from '../../src/lib/routing'

export { site }

/** Every prerendered page: its URL, the `<html lang>`, `<title>` and heading a visitor should see. */
export const everyPage = site.routes.flatMap((route) =>
  site.languages.map((l) => {
    const { language } = pageFor(route.id, l.segment)
    return {
      url: pagePath(route.id, l.segment),
      htmlLang: language.htmlLang,
      title: `${route.title[language.locale]} | ${site.brand.name[language.locale]}`,
      heading: route.title[language.locale],
      status: route.id === 'NotFoundPage' ? 404 : 200,
    }
  }),
)
