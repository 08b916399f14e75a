import { readFileSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import compat from 'eslint-plugin-compat'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const STORAGE = ['localStorage', 'sessionStorage']

/** What the old engines' chunk polyfills: the names of src/start/engine.ts's LEGACY_FEATURES rows (one place). */
const POLYFILLED = [...readFileSync('src/start/engine.ts', 'utf8').matchAll(/\{ name: '([^']+)'/g)].map((m) => m[1])
if (!POLYFILLED.includes('Array.prototype.at'))
  throw new Error("eslint.config.js no longer reads LEGACY_FEATURES' names from src/start/engine.ts")

/** The early script and every module it imports: they run before any polyfill, on every engine down to the floor and below. */
function earlyModules(file = 'src/start/early.ts', seen = new Set()) {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^import (?!type)[^'"]*['"]([^'"]+)['"]/gm)) {
    const resolved = spec.startsWith('@/') ? `src/${spec.slice(2)}` : spec.startsWith('.') ? path.join(path.dirname(file), spec) : null
    if (!resolved) continue
    const withExt = resolved.endsWith('.ts') ? resolved : `${resolved}.ts`
    earlyModules(path.normalize(withExt).replaceAll('\\', '/'), seen)
  }
  return seen
}
const EARLY = [...earlyModules()]

/** What no TypeScript of the repo may write. */
const RESTRICTED_SYNTAX = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render server or user text as HTML.' },
  { selector: "AssignmentExpression[left.property.name='innerHTML']", message: 'Never render server or user text as HTML.' },
  ...[
    "MemberExpression[property.name='FormGroup']",
    "JSXMemberExpression[property.name='FormGroup']",
    "ObjectPattern > Property[key.name='FormGroup']",
    'ImportDeclaration[source.value=/^@tanstack.(react-)?form(-core)?$/] > ImportSpecifier[imported.name=/FormGroup/]',
  ].map((selector) => ({
    selector,
    message: "TanStack Form's form groups cost 2 KB in every form page: a build's form.FormGroup throws (scripts/build/tanstackForm.ts).",
  })),
]

/** A Han character in a string, a template or JSX text: a word outside its home (src/words/, docs/languages.md). */
const HAN_LITERAL = [
  'Literal[value=/\\p{Script=Han}/u]',
  'TemplateElement[value.raw=/\\p{Script=Han}/u]',
  'JSXText[value=/\\p{Script=Han}/u]',
].map((selector) => ({ selector, message: 'Words live in src/words/ (docs/languages.md): take this one from its section.' }))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'bench/baseline/dist',
      'dist-maps',
      '.ssr',
      'node_modules',
      '.scratch',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      '.test-results',
      // Stryker's sandbox copy of the repo while it runs, and its reports (stryker.config.mjs).
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },

  { files: ['scripts/**/*.mjs', '*.config.{js,ts}', '.dependency-cruiser.cjs'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'routes/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Reading the browser (time, storage, user agent) after mount is how this app stays prerenderable.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Every word the product writes has one home: the catalogs (src/words/). Tests, the demo back end and its
    // pages may spell the texts they check or serve.
    files: ['src/**/*.{ts,tsx}', 'routes/**/*.{ts,tsx}'],
    ignores: ['src/words/**', 'src/mocks/**', 'src/test/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, ...HAN_LITERAL] },
  },
  {
    // House rules of the code's shape: storage only in src/session, the network only in src/api,
    // and the outcomes core free of React, the router and the DOM.
    files: ['src/**/*.{ts,tsx}', 'routes/**/*.{ts,tsx}'],
    ignores: ['src/session/**', 'src/mocks/**', 'src/test/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...STORAGE.map((name) => ({ name, message: 'Storage is touched only in src/session/.' }))],
      'no-restricted-properties': [
        'error',
        { object: 'document', property: 'cookie', message: 'The TOKEN_TYPE cookie is touched only in src/session/.' },
        ...STORAGE.map((property) => ({ object: 'window', property, message: 'Storage is touched only in src/session/.' })),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'routes/**/*.{ts,tsx}'],
    // src/features/ui/styled/ attaches recipes that are not in the system (src/app/system.ts).
    ignores: ['src/api/**', 'src/mocks/**', 'src/test/**', 'src/features/ui/styled/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ofetch', message: 'The network is called only from src/api/.' },
            {
              name: '@chakra-ui/react',
              importNames: ['Card', 'Checkbox', 'Dialog', 'Field', 'Fieldset', 'Input', 'NativeSelect', 'Progress', 'Skeleton'],
              message: 'Import it from @/features/ui/styled/: its recipe is not in the Chakra system.',
            },
          ],
        },
      ],
    },
  },
  {
    // An API the floor (package.json's browserslist) lacks fails the lint unless the old engines'
    // chunk polyfills it or the code checks for it first (docs/browsers.md: Linted where nothing can run). Older WebKit is the case
    // no engine here can run. The early script and its modules may count on no polyfill.
    files: ['src/**/*.{ts,tsx}', 'routes/**/*.{ts,tsx}', 'public/**/*.js'],
    ignores: ['src/mocks/**', 'src/test/**', '**/*.test.{ts,tsx}', ...EARLY],
    plugins: { compat },
    settings: { polyfills: POLYFILLED },
    rules: { 'compat/compat': 'error' },
  },
  {
    files: EARLY,
    plugins: { compat },
    settings: { polyfills: [] },
    rules: { 'compat/compat': 'error' },
  },
  {
    // The plan before the app (src/start/) is pure like the outcomes core: the early script runs it.
    // The early script (src/start/early.ts) is the one module here that runs: it applies the others to the page.
    files: ['src/outcomes/**/*.ts', 'src/start/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/start/early.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@/session', '@/session/storage', '@/config/store'].map((name) => ({
            name,
            message: 'The outcomes core is pure: no storage.',
          })),
          patterns: [
            {
              group: ['react', 'react-*', '@tanstack/*', '@chakra-ui/*', 'ofetch'],
              message: 'The outcomes core is pure: no React, router, UI or network.',
            },
            { group: ['@/api/*', '@/app/*', '@/features/*', '@/mocks/*'], message: 'The outcomes core is pure.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'location', ...STORAGE],
    },
  },
)
