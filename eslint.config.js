import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Imports flow one way: manifest -> codegen -> src/generated -> src (STYLE.md). */
const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
})
const ups = ['../', '../../', '../../../', '../../../../']
const layer = (folders, message) => ({ group: folders.flatMap((f) => ups.flatMap((up) => [`${up}${f}/*`, `${up}${f}`])), message })

export default tseslint.config(
  {
    ignores: ['dist/', 'dist-ssr/', 'node_modules/', 'test-results/', 'playwright-report/', 'scratch/', '**/*.gen.*', 'src/i18n/i18n-*.ts', '**/*.scratch.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['manifest/**'],
    rules: restrict([layer(['src', 'codegen', 'server', 'scripts', 'tests'], 'manifest/ is data: it imports only its own schemas.')]),
  },
  {
    files: ['codegen/**'],
    rules: restrict([layer(['src', 'server', 'scripts', 'tests'], 'codegen/ reads manifest/ and openapi/ and writes src/generated/; it imports nothing from the site.')]),
  },
  {
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            layer(['codegen', 'server', 'scripts', 'tests'], 'src/ is the site: it never imports codegen, the server or tests.'),
            {
              group: ups.map((up) => `${up}manifest/*`),
              allowTypeImports: true,
              message: 'src/ reads the manifest through src/generated/ (types from manifest/schema are fine).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/sections/**'],
    ignores: ['src/sections/registry.ts'],
    rules: restrict([
      { group: ['../*/*', '!../../*'], message: 'Sections never import each other: share through src/components or src/lib.' },
    ]),
  },
)
