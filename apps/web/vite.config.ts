// Vite build of the SPA. The server serves dist/ at `/`; `scripts/check-bundle.mjs` reads the manifest.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

/**
 * The service worker (web push, issue 16): its own build after the app's, one self-contained classic
 * script at the fixed, unhashed `dist/sw.js` (a worker's URL must not change between releases; the
 * server sends it with `no-cache`, so a new release reaches the browser's update check).
 */
function serviceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'campus-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await build({
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        root: fileURLToPath(new URL('.', import.meta.url)),
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: false,
          lib: { entry: fileURLToPath(new URL('src/features/notifications/service-worker/sw.ts', import.meta.url)), formats: ['iife'], name: 'campusServiceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorker()],
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
      // build merged the legacy URL table into one (initial JS 212.2 KB); 70-80 KB measured 209.0 KB. Issue 16
      // (the bell, the real-time hub in lib/) split the initial JS into six chunks at 80 KB (211.9 KB);
      // 150 KB keeps it at four (209.5 KB with the issue-18 work beside it). With the rest of issue 18
      // (templates, usage statistics, domain management) 150 KB measured 210.8 KB, 100 KB 212.9, 200 KB 210.0,
      // 300 KB 210.1 and 500 KB 208.1 KB (every lazy chunk within its budget). With the offline videos (issue
      // 19) 500 KB folded the legacy URL table and other lazy-only modules into the entry (210.6 KB); 200 KB
      // 212.2; 1 MB, i.e. merge every chunk where it is safe, 207.4 KB. This knob only moves shared modules
      // around; the next shell feature needs a real cut (react-router is the largest piece after react-dom).
      output: { experimentalMinChunkSize: 1_000_000 },
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
