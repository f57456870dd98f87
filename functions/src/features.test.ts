import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './features';

const SRC = __dirname;

/** The platform's folders: everything else under functions/src (and functions/src/fleet) is a feature. */
const INFRASTRUCTURE = ['domain', 'http', 'platform', 'jobs', 'dev', 'cli', 'testing', 'fleet'];

const foldersOf = (dir: string) =>
  readdirSync(path.join(SRC, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => (dir ? `${dir}/${entry.name}` : entry.name));

const filesOf = (dir: string): string[] =>
  readdirSync(path.join(SRC, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );

const folders = FEATURES.map((feature) => feature.folder);

/** The feature a file of functions/src belongs to, or null for the platform's and the root's files. */
const featureOf = (file: string) => folders.find((folder) => file.startsWith(`${folder}/`)) ?? null;

describe('the list of features', () => {
  it('when a folder of functions/src or functions/src/fleet is not the platform’s, then it is a feature of the list, once', () => {
    const found = [...foldersOf('').filter((name) => !INFRASTRUCTURE.includes(name)), ...foldersOf('fleet')];
    expect([...folders].sort()).toEqual(found.sort());
    expect(new Set(folders).size).toBe(folders.length);
  });

  it('when a feature’s code imports another feature, then that one comes earlier in the list: the features are layers, and no folder imports back up', () => {
    const upward: string[] = [];
    for (const folder of folders) {
      for (const file of filesOf(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
        const source = readFileSync(path.join(SRC, file), 'utf8');
        for (const [, specifier] of source.matchAll(/(?:from|import\()\s*'(\.[^']*)'/g)) {
          const target = featureOf(`${path.posix.join(path.posix.dirname(file), specifier!)}/`);
          if (target && target !== folder && folders.indexOf(target) > folders.indexOf(folder))
            upward.push(`${file} → ${specifier}`);
        }
      }
    }
    expect(upward).toEqual([]);
  });
});

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Whether two route paths can match the same request path: segment by segment, equal or a parameter. */
function overlap(a: string, b: string): boolean {
  const [x, y] = [a.split('/'), b.split('/')];
  return (
    x.length === y.length &&
    x.every((segment, i) => segment === y[i] || segment.startsWith(':') || y[i]!.startsWith(':'))
  );
}

describe('the features’ routes', () => {
  it('when two features serve routes, then none of them can answer the same method and path: the mount order decides nothing', () => {
    const routes = FEATURES.flatMap((feature) =>
      Object.values(feature.routers ?? {})
        .flat()
        .flatMap((router: Router) =>
          (router.stack as Layer[]).flatMap((layer) =>
            layer.route
              ? Object.keys(layer.route.methods).map((method) => ({
                  feature: feature.folder,
                  method,
                  path: layer.route!.path,
                }))
              : [],
          ),
        ),
    );
    const clashes = routes.flatMap((a, i) =>
      routes
        .slice(i + 1)
        .filter((b) => b.feature !== a.feature && b.method === a.method && overlap(a.path, b.path))
        .map((b) => `${a.method} ${a.path} (${a.feature}) ~ ${b.path} (${b.feature})`),
    );
    expect(new Set(routes.map((route) => route.feature))).toEqual(
      new Set(FEATURES.filter((feature) => feature.routers).map((feature) => feature.folder)),
    );
    expect(clashes).toEqual([]);
  });

  it('when two paths differ only where one of them has a parameter, then they clash; a fixed segment or a length apart keeps them apart', () => {
    expect(overlap('/vehicles/:id/label', '/vehicles/:vehicleId/label')).toBe(true);
    expect(overlap('/checklists/:id', '/checklists/assign')).toBe(true);
    expect(overlap('/checklists/:id', '/checklists/image/:imageId')).toBe(false);
    expect(overlap('/users/:id/export', '/users/:id/checklists')).toBe(false);
  });
});
