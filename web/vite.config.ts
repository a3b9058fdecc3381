import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import compression from 'compression';
import { type Connect, defineConfig, type Plugin } from 'vite';

/* CloudFront compresses what it serves; the local preview does too, so measurements match. */
const compressPreview: Plugin = {
  name: 'campus:compress-preview',
  configurePreviewServer(server) {
    // compression is plain connect middleware; its types are written for Express.
    server.middlewares.use(compression() as unknown as Connect.NextHandleFunction);
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), compressPreview],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are built for debugging but not linked from the bundles, and are not deployed.
    sourcemap: 'hidden',
  },
  // Pre-bundle up front so the first page load never triggers a re-optimisation reload.
  optimizeDeps: {
    include: ['react', 'react-dom/client', 'react-router-dom', '@tanstack/react-query', 'zod'],
  },
});
