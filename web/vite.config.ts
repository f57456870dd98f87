/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001';
const API_FUNCTION_PATH = '/demo-checkfrota/us-central1/api';

/**
 * The entry's stylesheet goes inline into index.html: a linked stylesheet blocks the first paint,
 * and the splash in index.html is meant to show before anything else arrives. A disabled link to
 * the same file stays (browsers do not fetch it): lazy chunks list the entry's CSS among their
 * dependencies, and Vite's preload helper skips a stylesheet the page already links.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'checkfrota:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      html.source = String(html.source).replace(
        /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
        (link, file: string) => {
          const css = bundle[file];
          if (!css || css.type !== 'asset') return link;
          return `<style>${String(css.source)}</style>\n    <link rel="stylesheet" crossorigin href="/${file}" disabled>`;
        },
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), inlineEntryCss()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React DOM is most of the entry's bytes and changes only with an upgrade: in a chunk of
          // its own, a deploy of app code leaves it in the browser's cache.
          groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
  },
});
