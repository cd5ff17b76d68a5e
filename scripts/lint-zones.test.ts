import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

/** The lint messages for `code` as if it were the file at `filePath` (which need not exist). */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)
}

describe('import zones (eslint.config.js)', () => {
  it.each([
    ['manifest/pages/fixture.ts', `import { siteOrigin } from '../../src/app/config'\nexport const x = siteOrigin\n`, /manifest\/ is data/],
    ['codegen/fixture.ts', `import { site } from '../src/generated/site.gen'\nexport const x = site\n`, /codegen\/ reads manifest/],
    ['src/lib/fixture.ts', `import { serverConfig } from '../../server/config'\nexport const x = serverConfig\n`, /src\/ is the site/],
    ['src/components/fixture.ts', `import { definePage } from '../../manifest/schema/page'\nexport const x = definePage\n`, /reads the manifest through src\/generated/],
    ['src/sections/text/fixture.tsx', `import Actions from '../actions/actions'\nexport const x = Actions\n`, /Sections never import each other/],
    ['server/fixture.ts', `import { RootDocument } from '../src/app/root-document'\nexport const x = RootDocument\n`, /server\/ shares only the pure parts/],
    ['tests/e2e/fixture.ts', `import { generateAll } from '../../codegen/main'\nexport const x = generateAll\n`, /tests\/ check the built site/],
    ['src/sections/text/deep/fixture.ts', `export const x = () => import('../../../../server/config')\n`, /src\/ is the site/],
    ['server/db/fixture.ts', `export { RootDocument } from '../../src/app/root-document'\n`, /server\/ shares only the pure parts/],
    ['src/sections/issuance-form/fixture.ts', `import { claimCodes } from '../../generated/claim-codes.gen'\nexport const x = claimCodes\n`, /claim codes are for the server only/],
    ['src/app/fixture.ts', `import { eventRoutes } from '../generated/event-routes.gen'\nexport const x = eventRoutes\n`, /Which events exist is for the servers/],
    ['src/lib/fixture.ts', `import { eventPages } from '../generated/event-pages.gen'\nexport const x = eventPages\n`, /Which events exist is for the servers/],
    ['src/sections/partner-request-form/fixture.ts', `import { addressesInUse } from '../../generated/addresses-in-use.gen'\nexport const x = addressesInUse\n`, /What the pages take changes with every entry/],
  ])('%s: a forbidden import fails lint', async (file, code, message) => {
    expect((await lint(file, code)).join('\n')).toMatch(message)
  })

  it.each([
    ['src/sections/text/fixture.tsx', `import type { SectionProps } from '../section-props'\nimport { button } from '../../components/button.css'\nexport type X = SectionProps<'text'>\nexport const y = button\n`],
    ['src/components/fixture.ts', `import type { Page } from '../../manifest/schema/page'\nexport type X = Page\n`],
    ['src/styles/fixture.ts', `import { breakpoints } from '../../manifest/breakpoints'\nexport const x = breakpoints\n`],
    ['server/fixture.ts', `import { apiLimits } from '../src/generated/api-rules.gen'\nexport const x = apiLimits\n`],
    ['server/api/fixture.ts', `import { claimCodes } from '../../src/generated/claim-codes.gen'\nexport const x = claimCodes\n`],
    ['scripts/prerender/fixture.ts', `import { eventPages } from '../../src/generated/event-pages.gen'\nexport const x = eventPages\n`],
    ['src/lib/fixture.test.ts', `import { companyCodes } from '../generated/company-codes.gen'\nexport const x = companyCodes\n`],
  ])('%s: an allowed import passes', async (file, code) => {
    expect(await lint(file, code)).toEqual([])
  })
})
