import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// Import boundaries of DESIGN section 4: domain ← services ← entry points; shared ← features ← app.
const domainOnlyZod = {
  regex: '^(?!zod$|zod/mini$|zod/locales$|\\.)',
  message: 'The domain is pure: it imports nothing but zod.',
};
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const routesReachNoRepository = {
  group: ['firebase-admin/firestore', '**/*.repository'],
  message: 'Routes call services; only repositories touch Firestore.',
};
const firestoreHandle = { group: ['**/platform/firebase'], message: 'Only repositories touch Firestore (db()).' };
// domain/messages.ts composes every domain's texts for the server: a domain module importing it
// ties all the domains into one import cycle, and a screen importing it downloads all the texts.
const domainTexts = 'Import the texts of a domain from its own messages.ts (<domain>/messages).';
// What no web file imports: the whole text catalogue, and sonner past lib/toast (which loads it with the first toast).
const webImports = [
  { group: ['@domain/messages'], message: domainTexts },
  { group: ['sonner'], message: 'Toasts come from @/lib/toast: it keeps sonner out of the first load.' },
];

// The server's house (docs/architecture.md): a feature is a folder of functions/src (or of
// functions/src/fleet) that is not one of the platform's; another feature's files are reached only
// through its front door (index.ts), and http/, platform/ and jobs/ reach none.
const server = 'functions/src';
const SERVER_INFRASTRUCTURE = ['domain', 'http', 'platform', 'jobs', 'dev', 'cli', 'testing', 'fleet'];
const foldersOf = (dir) =>
  readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const serverFeatures = [
  ...foldersOf(server).filter((name) => !SERVER_INFRASTRUCTURE.includes(name)),
  ...foldersOf(`${server}/fleet`).map((name) => `fleet/${name}`),
];
const serverZones = [
  ...serverFeatures.map((feature) => ({
    target: [
      ...serverFeatures.filter((other) => other !== feature).map((other) => `${server}/${other}`),
      `${server}/dev`,
      `${server}/cli`,
    ],
    from: `${server}/${feature}`,
    except: ['./index.ts'],
    message: `Another feature is reached through its front door: import '${feature}' (its index.ts).`,
  })),
  ...['http', 'platform', 'jobs'].map((layer) => ({
    target: `${server}/${layer}`,
    from: serverFeatures.map((feature) => `${server}/${feature}`),
    message: `${layer}/ is the platform's: it imports no feature (features come in through ports and features.ts).`,
  })),
];

// The web's boundaries by where an import lands, not how it is written: a relative `../../users/…`
// and an `@/features/users/…` are the same import.
const src = './web/src';
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other.',
  })),
  { target: `${src}/features`, from: `${src}/app`, message: 'Features do not import the app.' },
  ...['components', 'lib', 'data'].flatMap((shared) =>
    ['features', 'app'].map((part) => ({
      target: `${src}/${shared}`,
      from: `${src}/${part}`,
      message: 'Shared code does not import features or the app.',
    })),
  ),
  { target: `${src}/lib`, from: `${src}/data`, message: 'lib is below data: data imports lib, never the reverse.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'functions/lib-local/**',
      'web/dist/**',
      'emulator-data/**',
      'web/e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['functions/src/domain/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      domainOnlyZod,
      { group: ['../*'], message: 'The domain imports nothing outside itself.' },
      { group: ['./messages'], message: domainTexts },
    ]),
  },
  {
    files: ['functions/src/domain/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      domainOnlyZod,
      { group: ['../../*'], message: 'The domain imports nothing outside itself.' },
      { group: ['../messages'], message: domainTexts },
    ]),
  },
  {
    // Each domain stands on its own and on the domains below it; the web imports them one by one.
    files: ['functions/src/domain/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })],
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['functions/src/**/*.service.ts'],
    rules: restrict([
      {
        group: ['express', 'firebase-functions', 'firebase-functions/*', '**/http/*'],
        message: 'Services know no transport.',
      },
      { group: ['firebase-admin', 'firebase-admin/*'], message: 'Only repositories touch Firestore.' },
      firestoreHandle,
    ]),
  },
  {
    // The HTTP layer may use Auth (the token check) through platform/firebase; routes may not.
    files: ['functions/src/**/*.routes.ts', 'functions/src/http/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: restrict([routesReachNoRepository]),
  },
  {
    files: ['functions/src/**/*.routes.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: restrict([routesReachNoRepository, firestoreHandle]),
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: ['**/*.test.ts', `${server}/testing/**`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      // no-cycle follows only the files it parses: TypeScript's.
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: serverZones, basePath: fileURLToPath(new URL('.', import.meta.url)) },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0].rules,
      // Every query is built from its resource's queryOptions in web/src/data: one key, one fetcher.
      '@tanstack/query/prefer-query-options': 'error',
      '@tanstack/query/exhaustive-deps': 'error',
    },
  },
  {
    // One module of route paths (@domain/paths): a literal screen path elsewhere drifts from the router.
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'web/src/testing/**', '**/testing/**', 'functions/src/domain/paths.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(admin|mobile|login|dashboard|user-dashboard|user-checklist)(\\/|$)/]',
          message: 'Build screen paths with paths/routePatterns from @domain/paths.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/(admin|mobile|login|user-dashboard|user-checklist)(\\/|$)/]',
          message: 'Build screen paths with paths/routePatterns from @domain/paths.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // web's tsconfig paths resolve `@/` and `@domain/` like relative imports.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          tsconfig: { configFile: fileURLToPath(new URL('./web/tsconfig.json', import.meta.url)) },
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: webZones, basePath: fileURLToPath(new URL('.', import.meta.url)) },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: restrict(webImports),
  },
  {
    // lib/toast.tsx is the one file that imports sonner (it loads it with the first toast).
    files: ['web/src/lib/toast.tsx'],
    rules: restrict([webImports[0]]),
  },
  {
    // No import cycles in the web app, through `@/` and `@domain/` as well: its modules read top-down.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': 'error' },
  },
);
