// One Vitest run over every package: `npx vitest run --project server` runs one tier alone.
import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, so on a two-core CI machine one fork ran every
    // file after the other. Every core works: the main process mostly waits on the workers.
    maxWorkers: Math.max(2, os.availableParallelism()),
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
          // The server keeps no module state (AGENTS.md), so test files share a worker's module graph instead
          // of importing all of it again per file (1.3–1.7 s of CPU each). Each file still builds its own app
          // on its own database.
          isolate: false,
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
