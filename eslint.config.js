// Lint for the whole monorepo: TypeScript rules everywhere, React hooks rules in the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';


// Import boundaries (issue 20). Server: a module imports another module only through its public files
// (AGENTS.md "Module boundaries"); tests may also use the other module's testing/ helpers. Web: a
// feature never imports another feature; app/ composes them (docs/STYLE.md).
const root = import.meta.dirname;
const serverModules = path.join(root, 'apps/server/src/modules');
const webFeatures = path.join(root, 'apps/web/src/features');
const subfolders = (dir) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const SERVER_PUBLIC_FILES = ['*/*-access.ts', '*/*.policy.ts', '*/*.sources.ts', 'auth/principal.ts'];
// Known debt (issue 20): internals other modules still import. Empty now: expose what another module
// needs through a public file instead of listing it here.
const SERVER_DEBT_FILES = [];
const serverModuleZones = (extraPublic) =>
  subfolders(serverModules).map((name) => ({
    target: `./apps/server/src/modules/${name}`,
    from: `${serverModules}/**`,
    // Exceptions must be globs here (`from` is one); `**/` also keeps plain file names globs.
    except: [`${serverModules}/${name}/**`, ...[...SERVER_PUBLIC_FILES, ...SERVER_DEBT_FILES, ...extraPublic].map((file) => `${serverModules}/**/${file}`)],
    message: 'Import another module only through its public files (*-access.ts, *.policy.ts, *.sources.ts; see AGENTS.md).',
  }));
// Known debt (issue 20): feature files other features still import. Empty now: move what two features
// share to lib/ or compose them in app/ instead of listing it here.
const WEB_DEBT_IMPORTS = {};
const webFeatureZones = (extraPublic) =>
  subfolders(webFeatures).map((name) => ({
    target: `./apps/web/src/features/${name}`,
    from: `${webFeatures}/**`,
    except: [`${webFeatures}/${name}/**`, ...[...(WEB_DEBT_IMPORTS[name] ?? []), ...extraPublic].map((file) => `${webFeatures}/**/${file}`)],
    message: 'Features never import each other; compose them in app/ (docs/STYLE.md).',
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Stored XSS (issue 12): HTML reaches the DOM only through RichTextViewer, which renders rich text the
  // server sanitized; everything else is text. rich-text-viewer.sources.test.ts lists every RichTextViewer use.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/rich-text/rich-text-viewer.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as text; sanitized rich text goes through components/rich-text/rich-text-viewer.tsx (RichTextViewer).',
        },
        {
          selector: "Property[key.name='dangerouslySetInnerHTML']",
          message: 'Render text as text; sanitized rich text goes through components/rich-text/rich-text-viewer.tsx (RichTextViewer).',
        },
        {
          selector: "MemberExpression[property.name=/^(innerHTML|outerHTML)$/]",
          message: 'Do not write HTML into the DOM; use text or RichTextViewer.',
        },
      ],
    },
  },
  // No import loops (issue 20); resolved with the node resolver (relative imports carry .ts/.tsx).
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // Without these the plugin skips .ts/.tsx files when it follows imports (no loop would ever be found).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverModuleZones([]) }] },
  },
  {
    files: ['apps/server/src/modules/**/*.test.ts', 'apps/server/src/modules/*/testing/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverModuleZones(['*/testing/**']) }] },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webFeatureZones([]) }] },
  },
  {
    // Tests may use another feature's testing/ fixtures.
    files: ['apps/web/src/features/**/*.test.{ts,tsx}', 'apps/web/src/features/*/testing/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webFeatureZones(['*/testing/**']) }] },
  },
);
