import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localFirebaseConfig, withConnectSource } from './hosting-config';

const firebaseJson = JSON.parse(readFileSync(path.resolve(__dirname, '../../../firebase.json'), 'utf8'));
const policyOf = (config: typeof firebaseJson): string =>
  config.hosting.headers
    .flatMap((rule: { headers: { key: string; value: string }[] }) => rule.headers)
    .find((header: { key: string }) => header.key === 'Content-Security-Policy').value;

describe('the local Hosting configuration', () => {
  it('when the local stack serves the app, then its CSP is production’s plus the Auth emulator in connect-src, and nothing else differs', () => {
    const local = localFirebaseConfig(firebaseJson);
    const production = policyOf(firebaseJson).split('; ');
    const localPolicy = policyOf(local).split('; ');
    const changed = localPolicy.filter((directive: string) => !production.includes(directive));
    expect(changed).toEqual([`${production.find((d: string) => d.startsWith('connect-src '))} http://127.0.0.1:9099`]);
    expect(localPolicy.length).toBe(production.length);

    const withoutPolicy = (config: typeof firebaseJson) =>
      JSON.stringify(config).replace(JSON.stringify(policyOf(config)), '"CSP"');
    expect(withoutPolicy(local)).toBe(withoutPolicy(firebaseJson));
  });

  it('when the policy has no connect-src, then deriving the local one fails rather than widen default-src', () => {
    expect(() => withConnectSource("default-src 'self'", 'http://127.0.0.1:9099')).toThrow(/no connect-src/);
  });
});
