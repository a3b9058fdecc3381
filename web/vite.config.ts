import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  // Pre-bundle up front so the first page load never triggers a re-optimisation reload.
  optimizeDeps: {
    include: ['react', 'react-dom/client', 'react-router-dom', '@tanstack/react-query', 'zod'],
  },
});
