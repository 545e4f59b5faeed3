// Lint for the whole monorepo: TypeScript rules everywhere, React hooks rules in the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
