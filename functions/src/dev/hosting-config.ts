import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The local Hosting emulator serves firebase.json's headers, Content-Security-Policy included. The
 * one thing the local web app reaches that production's does not is the Auth emulator, so the
 * local policy is production's with that origin added to connect-src, and nothing else changed.
 */

type Header = { key: string; value: string };
type FirebaseJson = {
  hosting: { headers?: { source: string; headers: Header[] }[] } & Record<string, unknown>;
  emulators?: { auth?: { host?: string; port?: number } };
} & Record<string, unknown>;

/** A Hosting rewrite: a glob (`source`) or a regular expression (`regex`), and the function it sends to. */
export type Rewrite = { source?: string; regex?: string; function?: { functionId: string; region?: string } };

/**
 * The function Hosting sends a path to: the first rewrite that matches it (a glob's `**` is any
 * rest of the path), or undefined for a file or the app's page.
 */
export function rewrittenFunction(rewrites: readonly Rewrite[], urlPath: string): string | undefined {
  return rewrites.find((rewrite) =>
    rewrite.regex !== undefined
      ? new RegExp(rewrite.regex).test(urlPath)
      : new RegExp(`^${rewrite.source!.replaceAll('**', '.*')}$`).test(urlPath),
  )?.function?.functionId;
}

/** firebase.json's Hosting rewrites. */
export function hostingRewrites(root: string): Rewrite[] {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting: { rewrites?: Rewrite[] };
  };
  return config.hosting.rewrites ?? [];
}

/** The file the local stack runs firebase-tools with; beside firebase.json, so its paths hold. */
export const LOCAL_CONFIG_FILE = 'firebase.local.json';

/** The Auth emulator's origin as firebase.json's emulators block places it. */
export function authEmulatorOrigin(config: FirebaseJson): string {
  const auth = config.emulators?.auth;
  return `http://${auth?.host ?? '127.0.0.1'}:${auth?.port ?? 9099}`;
}

/** `policy` with `origin` added to its connect-src (the directive must exist: it is never widened to default-src). */
export function withConnectSource(policy: string, origin: string): string {
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === 'connect-src');
  if (index < 0) throw new Error('the Content-Security-Policy in firebase.json has no connect-src');
  directives[index] = `${directives[index]} ${origin}`;
  return directives.join('; ');
}

/** firebase.json as the local stack runs it: every CSP header also lets the app reach the Auth emulator. */
export function localFirebaseConfig(config: FirebaseJson): FirebaseJson {
  const origin = authEmulatorOrigin(config);
  return {
    ...config,
    hosting: {
      ...config.hosting,
      headers: config.hosting.headers?.map((rule) => ({
        ...rule,
        headers: rule.headers.map((header) =>
          header.key.toLowerCase() === 'content-security-policy'
            ? { ...header, value: withConnectSource(header.value, origin) }
            : header,
        ),
      })),
    },
  };
}

/** Writes the local configuration beside firebase.json and returns its name, for firebase-tools' --config. */
export function writeLocalFirebaseConfig(root: string): string {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as FirebaseJson;
  writeFileSync(path.join(root, LOCAL_CONFIG_FILE), `${JSON.stringify(localFirebaseConfig(config), null, 2)}\n`);
  return LOCAL_CONFIG_FILE;
}
