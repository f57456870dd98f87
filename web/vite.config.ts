/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fieldChunks } from './build/field-chunks.ts';
import { missingFirebaseConfig } from './src/lib/config.ts';

// The local stack's :5000 (functions/src/dev/api-server.ts) serves /api as Hosting passes it.
const LOCAL_API = 'http://127.0.0.1:5000';

/**
 * The entry's stylesheet is linked at the end of <body> instead of in <head>: a stylesheet in the
 * head holds the first paint until it arrives, and the splash in index.html (its small <style>,
 * allowed by its hash in firebase.json's Content-Security-Policy) is meant to show before anything
 * else arrives. It is linked, not inlined: the CSP allows no inline style but the splash's, and
 * the entry's CSS changes with every build.
 */
function entryCssAfterSplash(): Plugin {
  return {
    name: 'checkfrota:entry-css-after-splash',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const links: string[] = [];
      const source = String(html.source).replace(
        /\n\s*(<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">)/g,
        (_match, link: string) => {
          links.push(link);
          return '';
        },
      );
      html.source = source.replace('</body>', `${links.map((link) => `  ${link}\n`).join('')}  </body>`);
    },
  };
}

/**
 * sonner writes its CSS into a <style> element it creates at run time, which the CSP's style-src
 * refuses; its package ships the same rules as a stylesheet, bundled here instead. The build
 * fails if a new sonner no longer injects it this way, so the change is looked at.
 */
function sonnerStylesheet(): Plugin {
  const injection = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;
  return {
    name: 'checkfrota:sonner-stylesheet',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs/.test(id)) return null;
      if (!injection.test(code))
        this.error(
          'sonner não injeta mais o CSS com __insertCSS: revise checkfrota:sonner-stylesheet em vite.config.ts',
        );
      return { code: `${code.replace(injection, '')}\nimport 'sonner/dist/styles.css';\n`, map: null };
    },
  };
}

/**
 * The web client needs an endpoint contract's method and path only; its input schemas are the
 * API's to check (`serve()`), and reading them pulls zod and every schema into the first load of
 * screens that validate nothing (the field list: +34 KB gzip). The build drops the inputs argument
 * of each `route(method, path, inputs)` in `domain/<domain>/contract.ts`; types are checked before
 * this. It fails if a `route()` call is written in a shape it cannot read, so none is missed.
 */
function contractsWithoutSchemas(): Plugin {
  const contract = /functions[\\/]src[\\/]domain[\\/][^\\/]+[\\/](?:[a-z-]+-)?contract\.ts$/;
  const withInputs = /route\(\s*('(?:get|post|put|delete)')\s*,\s*([^,]+?)\s*,\s*\{[^{}]*\}\s*,?\s*\)/g;
  const leftover = /route\(\s*'[a-z]+'\s*,\s*[^,()]+,/;
  return {
    name: 'checkfrota:contracts-without-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!contract.test(id)) return null;
      const stripped = code.replace(withInputs, 'route($1, $2)');
      if (leftover.test(stripped)) {
        this.error(
          `${id}: uma chamada route() com entradas fora do formato { ... }: revise checkfrota:contracts-without-schemas`,
        );
      }
      return { code: stripped, map: null };
    },
  };
}

/**
 * The domain's modules (functions/src/domain) are declarations only: schemas, texts, pure
 * functions; none runs anything when imported. Said so to the bundler, a module whose exports a
 * screen does not use is left out with its imports, even when its top level chains zod methods
 * (`.refine()`), which the bundler could not otherwise tell apart from a side effect: the record
 * schemas the fleet contract imports stay out of the admin dashboard.
 */
function domainWithoutSideEffects(): Plugin {
  const domain = /functions[\\/]src[\\/]domain[\\/]/;
  return {
    name: 'checkfrota:domain-without-side-effects',
    apply: 'build',
    transform(code, id) {
      return domain.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

/** A build for a real project (`npm run build:production`) fails without its Firebase configuration. */
function requireFirebaseConfig(): Plugin {
  return {
    name: 'checkfrota:require-firebase-config',
    apply: 'build',
    configResolved(config) {
      const problem = missingFirebaseConfig(config.mode, config.env);
      if (problem) throw new Error(problem);
    },
  };
}

/**
 * The installable app: a pt-BR manifest, and src/sw.ts built with the precache list of
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
    // makes: no phone should download it when the worker installs. Nor Swagger UI (430 KB gzip),
    // which only the API reference screen loads.
    globIgnores: [
      'firebase-messaging-sw.js',
      'assets/pdf-preview-*',
      'assets/swagger-ui-es-bundle-*',
      'assets/swagger-ui-*.css',
    ],
  },
});

const field = fieldChunks();

/**
 * React Router's package exports only its development build (warnings, invariant messages): a
 * build takes its production files, as React's own packages do by NODE_ENV. The dev server and
 * the tests keep the warnings.
 */
function reactRouterProductionBuild() {
  if (process.env.NODE_ENV !== 'production') return [];
  const production = (file: string) =>
    fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: production('index.mjs') },
    { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
  ];
}

export default defineConfig({
  plugins: [
    requireFirebaseConfig(),
    contractsWithoutSchemas(),
    domainWithoutSideEffects(),
    react(),
    sonnerStylesheet(),
    entryCssAfterSplash(),
    pwa,
    field.plugin,
  ],
  resolve: {
    alias: [
      { find: '@domain', replacement: fileURLToPath(new URL('../functions/src/domain', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...reactRouterProductionBuild(),
    ],
  },
  server: {
    // In production Hosting rewrites /api/** to the function; in dev the stack's API process answers it.
    proxy: {
      '/api': { target: LOCAL_API, changeOrigin: true },
      // The public check of reports: a page the API function serves (firebase.json rewrites it too).
      '/verificar': { target: LOCAL_API, changeOrigin: true },
    },
  },
  build: {
    // No <link rel=modulepreload> per dependency of each lazy screen: on /mobile those links were
    // about 10 ms of main-thread work in each of its longest tasks (total blocking time 450-630 ms
    // against 90-230 ms without, Lighthouse mobile, alternate runs); the browser still fetches a
    // screen's imports as it parses them, and the service worker serves them all offline.
    modulePreload: false,
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports stays in the entry: React and its JSX runtime, shared with the
            // lazy screens, were two more files of every first load (/mobile 1.0 KB gzip more).
            { name: 'shell', tags: ['$initial'], priority: 5 },
            // TanStack Query in one chunk: every signed-in screen needs it, and as the six small
            // chunks the bundler made of it, it cost /mobile 2.7 KB more (gzip, bench:web). Its
            // dependencies (React) stay where they are, or the sign-in screen would download it.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, includeDependenciesRecursively: false },
            ...field.groups,
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // A budget for a shared or slow machine, not a speed target: those live in the benches.
    testTimeout: 20_000,
  },
});
