// Vitest project `web`: components and client code in jsdom (the root config lists this file).
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Screens with the editor or many Mantine widgets render slowly in jsdom on a loaded machine.
    testTimeout: 20_000,
  },
});
