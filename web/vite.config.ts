/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001';
const API_FUNCTION_PATH = '/demo-checkfrota/us-central1/api';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    // In production Hosting rewrites /api/** to the function; in dev the emulator serves it
    // under its function URL, so prefix the path the same way.
    proxy: {
      '/api': {
        target: FUNCTIONS_EMULATOR,
        changeOrigin: true,
        rewrite: (path) => `${API_FUNCTION_PATH}${path}`,
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
  },
});
