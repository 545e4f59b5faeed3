// Vitest project `web`: components and client code in jsdom (the root config lists this file).
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    // The tests run the browser build of tus-js-client, as the app's Vite build does (its package.json
    // "browser" field); Vitest would pick the Node build, which cannot read a browser File.
    alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }],
  },
  test: {
    name: 'web',
    // jsdom, with Node 24's fetch and AbortSignal reconciled (src/test/jsdom-environment.ts).
    environment: './src/test/jsdom-environment.ts',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Screens with the editor or many Mantine widgets render slowly in jsdom on a loaded machine.
    testTimeout: 20_000,
  },
});
