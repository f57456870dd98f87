/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The local stack's :5000 (functions/src/dev/api-server.ts) serves /api as Hosting passes it.
const LOCAL_API = 'http://127.0.0.1:5000';

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

/**
 * The installable app (issue 9): a pt-BR manifest, and src/sw.ts built with the precache list of
 * the app shell. The app registers the worker itself (lib/service-worker.ts), push included.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    name: 'CheckFrota',
    short_name: 'CheckFrota',
    description: 'Checklists e gestão de frota para a sua empresa',
    lang: 'pt-BR',
    start_url: '/mobile',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#1d4ed8',
    background_color: '#0f172a',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
    // The push handler is imported by the worker at run time, not precached as an app file. The
    // PDF preview (react-pdf, 190 KB gzip) is an admin's online view of a report the server
    // makes: no phone should download it when the worker installs.
    globIgnores: ['firebase-messaging-sw.js', 'assets/pdf-preview-*'],
  },
});

export default defineConfig({
  plugins: [react(), inlineEntryCss(), pwa],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    // In production Hosting rewrites /api/** to the function; in dev the stack's API process answers it.
    proxy: { '/api': { target: LOCAL_API, changeOrigin: true } },
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
