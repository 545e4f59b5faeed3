// Vite build of the SPA. The server serves dist/ at `/`; `scripts/check-bundle.mjs` reads the manifest.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      treeshake: {
        // @campus/shared is pure by contract (ARCHITECTURE §1): a module whose exports go unused (its zod
        // schemas, say) is left out instead of pulling zod into the initial bundle.
        moduleSideEffects: (id) => !id.includes('/packages/shared/src/'),
      },
      // Rollup splits every module shared by the entry and a lazy route into a chunk of its own; dozens
      // of tiny chunks each cost a request and compress badly. Small ones are merged where that is safe.
      // The threshold moves which shared modules land in a chunk the entry loads: at 40 KB the issue-13
      // build merged the legacy URL table into one (initial JS 212.2 KB); 70-80 KB measured 209.0 KB.
      output: { experimentalMinChunkSize: 80_000 },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': apiServer,
      '/web': apiServer,
    },
  },
  preview: { host: '127.0.0.1' },
});
