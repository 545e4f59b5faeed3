// One Vitest run over every package: `npx vitest run --project server` runs one tier alone.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Each test file builds its own app on its own database; PGlite start-up needs a moment.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          // The Capacitor project (apps/native): config and generated projects; no Android/iOS SDK needed.
          name: 'native',
          root: './apps/native',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
