import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_GROUPS } from './app';
import { rewrittenFunction, type Rewrite } from './dev/hosting-config';
import type { RouteGroup } from './feature';
import * as deployed from './index';

// What `firebase deploy` reads: firebase.json and functions/package.json.
const ROOT = path.resolve(__dirname, '../..');
type Header = { key: string; value: string };
const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
  firestore: { database?: string; location?: string; predeploy?: string[] };
  storage: { predeploy?: string[] };
  functions: { runtime: string; ignore: string[] }[];
  hosting: {
    rewrites: Rewrite[];
    headers: { source: string; headers: Header[] }[];
  };
};
const functionsPackage = JSON.parse(readFileSync(path.join(ROOT, 'functions/package.json'), 'utf8')) as {
  engines: { node: string };
};

const REGION = 'southamerica-east1';
const runtime = firebaseJson.functions[0]!.runtime;
const productionMajor = Number(/^nodejs(\d+)$/.exec(runtime)?.[1]);

type Endpoint = { region?: string[]; scheduleTrigger?: { schedule: string; timeZone?: string | null } };
const endpoints = Object.entries(deployed).map(([name, fn]) => ({
  name,
  endpoint: (fn as unknown as { __endpoint: Endpoint }).__endpoint,
}));

describe('the runtime', () => {
  it('when deployed, then every codebase runs Node.js 22 or newer, and package.json names the same major', () => {
    expect(firebaseJson.functions.map((codebase) => codebase.runtime)).toEqual([runtime]);
    expect(productionMajor).toBeGreaterThanOrEqual(22);
    expect(functionsPackage.engines.node).toBe(String(productionMajor));
  });

  it('when the functions code runs here, then it runs on the major version production runs', () => {
    // Printed past the reporter (which keeps the output of passing tests to itself).
    process.stderr.write(`[checkfrota] funções rodando em Node ${process.version} (produção: ${runtime})\n`);
    expect(Number(process.versions.node.split('.')[0])).toBe(productionMajor);
  });
});

describe('the region', () => {
  it('when deployed, then every function (HTTPS, triggers, schedules) runs in São Paulo', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    expect(
      endpoints
        .filter(({ endpoint }) => JSON.stringify(endpoint.region) !== JSON.stringify([REGION]))
        .map(({ name }) => name),
    ).toEqual([]);
  });

  it('when a schedule is deployed, then its times are São Paulo’s', () => {
    const schedules = endpoints.filter(({ endpoint }) => endpoint.scheduleTrigger);
    expect(schedules.length).toBeGreaterThan(0);
    for (const { endpoint } of schedules) expect(endpoint.scheduleTrigger?.timeZone).toBe('America/Sao_Paulo');
  });

  it('when Hosting rewrites to a function, then to one that is deployed, in São Paulo', () => {
    const rewrites = firebaseJson.hosting.rewrites.filter((rewrite) => rewrite.function);
    expect(rewrites.length).toBeGreaterThan(0);
    for (const rewrite of rewrites) {
      expect(rewrite.function?.region).toBe(REGION);
      expect(Object.keys(deployed)).toContain(rewrite.function?.functionId);
    }
  });
});

describe('which function serves a route', () => {
  const FUNCTION_OF: Record<RouteGroup, string> = { light: 'api', upload: 'upload', pdf: 'pdf' };
  const rewrittenTo = (urlPath: string) => rewrittenFunction(firebaseJson.hosting.rewrites, urlPath);
  const pathsOf = (group: RouteGroup) =>
    ROUTE_GROUPS[group].flatMap((router) =>
      (router.stack as { route?: { path: string } }[]).flatMap((layer) =>
        layer.route ? [`/api${layer.route.path.replace(/:[A-Za-z]+/g, 'abc123')}`] : [],
      ),
    );

  it.each(['light', 'upload', 'pdf'] as const)(
    "when a route is in the '%s' group, then Hosting sends its path to that group's function",
    (group) => {
      const paths = pathsOf(group);
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.filter((urlPath) => rewrittenTo(urlPath) !== FUNCTION_OF[group])).toEqual([]);
    },
  );

  it('when a PDF is drawn in a request (a vehicle label, the LGPD export), then the pdf function serves it, not the light API', () => {
    expect(pathsOf('pdf').sort()).toEqual([
      '/api/responses/abc123/pdf',
      '/api/users/abc123/export',
      '/api/vehicles/abc123/label',
    ]);
  });
});

describe('where the data lives', () => {
  // The predeploy check is an ES module beside the other scripts; this CommonJS test loads it.
  const check = () => import('../../scripts/check-deploy-location.mjs');

  it('when the deploy creates the Firestore database, then in São Paulo, and the firestore and storage deploys check it first', async () => {
    const { locationProblems } = await check();
    expect(firebaseJson.firestore).toMatchObject({ database: '(default)', location: REGION });
    expect(locationProblems({ configured: firebaseJson.firestore.location })).toEqual([]);
    const predeploy = 'node "$PROJECT_DIR/scripts/check-deploy-location.mjs"';
    expect(firebaseJson.firestore.predeploy).toContain(predeploy);
    expect(firebaseJson.storage.predeploy).toContain(predeploy);
  });

  it('when firebase.json names no location or another one, then the predeploy check refuses and names it', async () => {
    const { locationProblems } = await check();
    expect(locationProblems({ configured: undefined })).toEqual([expect.stringMatching(/em nam5 \(EUA\)/)]);
    expect(locationProblems({ configured: 'us-east1' })).toEqual([
      expect.stringMatching(/em us-east1, não em São Paulo: .*"location": "southamerica-east1"/),
    ]);
  });

  it('when the project’s database or bucket already lives elsewhere, then the check names where and says to deploy to a new project', async () => {
    const { locationProblems } = await check();
    const problems = locationProblems({ configured: REGION, database: 'nam5', bucket: 'US', project: 'frota-prod' });
    expect(problems).toEqual([
      expect.stringMatching(/banco Firestore \(default\) de frota-prod está em nam5.*projeto novo/),
      expect.stringMatching(/bucket padrão do Storage de frota-prod está em US.*projeto novo/),
    ]);
    // Cloud Storage spells its locations in capitals.
    expect(locationProblems({ configured: REGION, database: REGION, bucket: 'SOUTHAMERICA-EAST1' })).toEqual([]);
  });

  it('when run for a demo project, then it checks firebase.json alone and passes', () => {
    const run = spawnSync(process.execPath, ['scripts/check-deploy-location.mjs', '--project', 'demo-checkfrota'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('southamerica-east1');
  });
});

describe('the browser security headers Hosting sends', () => {
  const everyPath = firebaseJson.hosting.headers.find((rule) => rule.source === '**')?.headers ?? [];
  const header = (key: string) => everyPath.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;
  const directives = new Map(
    (header('Content-Security-Policy') ?? '').split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources] as const;
    }),
  );

  it("when any path is served, then an enforced Content-Security-Policy allows only the app, Firebase Auth and Messaging, App Check's reCAPTCHA Enterprise, and Cloud Storage's signed links", () => {
    expect(header('Content-Security-Policy-Report-Only')).toBeUndefined();
    expect(directives.get('default-src')).toEqual(["'self'"]);
    // reCAPTCHA Enterprise, App Check's provider in production (its script, and its frame below).
    expect(directives.get('script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directives.get('frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(directives.get('style-src')?.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'blob:', 'data:']);
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
      'https://fcmregistrations.googleapis.com',
      // The PDF report's signed URL (docs/deploy.md: the bucket's CORS lets the app read it).
      'https://storage.googleapis.com',
      // App Check exchanges reCAPTCHA's answer for its token here.
      'https://content-firebaseappcheck.googleapis.com',
    ]);
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    const everySource = [...directives.values()].flat();
    for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:'])
      expect(everySource).not.toContain(loose);
  });

  it('when any path is served, then it cannot be framed, is HTTPS-only with its subdomains, and is never sniffed', () => {
    expect(header('X-Frame-Options')).toBe('DENY');
    expect(header('Strict-Transport-Security')).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(header('Strict-Transport-Security') ?? '')?.[1])).toBeGreaterThanOrEqual(
      31_536_000,
    );
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('when any path is served, then only the app itself may use the camera and the location, and nobody the microphone', () => {
    const features = new Map(
      (header('Permissions-Policy') ?? '').split(',').map((f) => f.trim().split('=') as [string, string]),
    );
    expect([features.get('camera'), features.get('geolocation'), features.get('microphone')]).toEqual([
      '(self)',
      '(self)',
      '()',
    ]);
  });
});

describe('what a functions deploy uploads', () => {
  it('when functions/ holds a service-account key or an .env file, then the deploy leaves it out', () => {
    expect(firebaseJson.functions[0]!.ignore).toEqual(
      expect.arrayContaining(['**/.env*', '**/key.json', '**/*-adminsdk-*.json', '**/service-account*.json']),
    );
  });
});

describe('what git keeps out', () => {
  it('when a service-account key or an .env file is saved anywhere in the repository, then git ignores it (but not .env.example)', () => {
    const paths = [
      'key.json',
      'functions/key.json',
      'checkfrota-firebase-adminsdk-abc12.json',
      'service-account.json',
      '.env',
      'web/.env.production',
      'functions/.env.local',
    ];
    const ignored = spawnSync('git', ['check-ignore', '--no-index', ...paths, '.env.example'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(ignored.stdout.trim().split('\n')).toEqual(paths);
  });
});
