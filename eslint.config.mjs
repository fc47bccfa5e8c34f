import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Classic zod costs ~25 kB gzip and ~70 ms of start-up on the first page (budget 170 kB); zod/mini
 * builds the same schemas for a fraction. `import * as z` (not `{ z }`) lets bundlers drop the
 * parts not used: a named `z` is one object holding every schema kind and every locale.
 */
const zodMini = "Use zod/mini: `import * as z from 'zod/mini'` (classic zod costs ~25 kB gzip on first load)."
const restrictedImports = {
  paths: [
    { name: 'zod', message: zodMini },
    { name: 'zod/v4', message: zodMini },
  ],
  patterns: [{ group: ['zod/v3', 'zod/v4/classic', 'zod/v4/classic/*'], message: zodMini }],
}
const namedZodMini = {
  selector: "ImportDeclaration[source.value='zod/mini'] > ImportSpecifier[imported.name='z']",
  message: zodMini,
}

/** Dependencies point one way, shared code -> features -> app; no feature imports another. */
const boundaries = [
  { target: './src/features/partners', from: './src/features', except: ['./partners'] },
  { target: './src/features/auth', from: './src/features', except: ['./auth'] },
  // The overview counts partners with their rules (model), reads through their queries (api) and
  // links with the lists' address state (model): it reads partners, partners never import it. Its
  // "Select these N" reaches the lists' selection through what its page gives it (choose-partners).
  {
    target: './src/features/overview',
    from: './src/features',
    except: ['./overview', './partners/model', './partners/api'],
  },
  { target: './src/features', from: ['./src/app', './src/pages'] },
  {
    target: ['./src/components', './src/lib', './src/entities', './src/stores', './src/config'],
    from: ['./src/features', './src/app', './src/pages'],
  },
  { target: './src/components', from: ['./src/lib'] },
  { target: './src/entities', from: ['./src/lib', './src/components'] },
  { target: './src', from: ['./e2e'] },
  ...partnersLayers(),
]

/**
 * Inside features/partners, one way up: model (rules on data) <- api (queries) <- list, edit, jump
 * <- detail, and edit <- bulk <- list. Detail is the partner's page, so it composes the editing
 * dialogs (edit) and records the visit the jump dialog lists (jump); bulk changes many partners
 * with the edit forms' rules and parts, and the lists open it (on demand) for their selection.
 * Nothing imports detail; list, edit and jump never import each other. A rule two of them need
 * moves down into model or api.
 */
function partnersLayers() {
  const at = (folder) => `./src/features/partners/${folder}`
  const mayNotImport = {
    model: ['api', 'list', 'edit', 'jump', 'detail', 'bulk'],
    api: ['list', 'edit', 'jump', 'detail', 'bulk'],
    list: ['edit', 'jump', 'detail'],
    edit: ['list', 'jump', 'detail', 'bulk'],
    jump: ['list', 'edit', 'detail', 'bulk'],
    detail: ['list', 'bulk'],
    bulk: ['list', 'jump', 'detail'],
  }
  return Object.entries(mayNotImport).map(([layer, others]) => ({
    target: at(layer),
    from: others.map(at),
    message:
      'features/partners: model <- api <- list, edit, jump <- detail; edit <- bulk <- list (eslint.config.mjs)',
  }))
}

/**
 * The document's first script (src/app/first-data/first-script.ts) is bundled by esbuild and
 * inlined into every page's head (scripts/build/first-script.ts): each module it imports is
 * bytes every page parses before its first data leaves. It may import these, which it imports
 * today, and nothing else of ours; it hands the app one value (src/lib/page-load/hand-off.ts).
 */
const firstScriptImports = [
  './app/first-data',
  './app/boot-script.ts',
  './app/keep-query-on-reload.ts',
  './config/data-scopes.ts',
  './config/env.ts',
  './config/routes.ts',
  './config/site.ts',
  './features/partners/api/partner-requests.ts',
  './features/partners/detail/first-values-shown.ts',
  './features/partners/model/first-values.ts',
  './features/partners/model/list-state.ts',
  './features/partners/model/parse-id.ts',
  './lib/auth/stored-cognito-user.ts',
  './lib/data-service/first-requests.ts',
  './lib/data-service/list-params.ts',
  './lib/data-service/request-gateway.ts',
  './lib/data-service/request-spec.ts',
  './lib/data-service/token-request.ts',
  './lib/data-service/token-storage.ts',
]
const firstScript = {
  target: ['./src/app/first-data', './src/app/boot-script.ts'],
  from: './src',
  except: firstScriptImports,
  message: 'The first script is inlined in every page: see firstScriptImports in eslint.config.mjs.',
}

export default tseslint.config(
  {
    ignores: [
      'public/',
      'source-maps/',
      '.cache/',
      'node_modules/',
      'static/',
      'coverage/',
      'playwright-report/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      // import-x's TypeScript extensions and parser: without them no-cycle skipped every .ts(x)
      // file it was asked about.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Packages never import this project's modules, so no cycle runs through node_modules:
      // following them took 15 of the lint's 25 s of rule time (TIMING=1), and now does not.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      'no-restricted-imports': ['error', restrictedImports],
      'no-restricted-syntax': ['error', namedZodMini],
    },
  },
  {
    // Test-only code is named test-support.ts or test-fixtures.ts, or lives in src/test/ or
    // mocks/: product code never imports it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support.ts', '**/test-fixtures.ts', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...restrictedImports,
          patterns: [
            ...restrictedImports.patterns,
            {
              group: ['**/test-support', '**/test-fixtures', '@/test/*', '**/test/*', '@mocks/*'],
              message: 'Test-only code: product code never imports it (eslint.config.mjs).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/first-data/**', 'src/app/boot-script.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, firstScript] }] },
  },
  {
    files: ['e2e/**', 'mocks/**', 'scripts/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
