import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { idTokenOf } from './api';
import { signIn, test } from './browser';
import { ROOT } from './paths';

type Header = { key: string; value: string };
const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
  hosting: { headers: { source: string; headers: Header[] }[] };
};
const productionHeaders = firebaseJson.hosting.headers.find((rule) => rule.source === '**')!.headers;
const AUTH_EMULATOR = 'http://127.0.0.1:9099';

/** What the local Hosting must send: production's headers, the Auth emulator added to the CSP's connect-src. */
function expectedLocally(header: Header): string {
  if (header.key !== 'Content-Security-Policy') return header.value;
  return header.value.replace(/(connect-src [^;]+)/, `$1 ${AUTH_EMULATOR}`);
}

describe('the headers the local Hosting serves', () => {
  it.each(['/', '/login'])(
    'when %s is opened, then every security header of firebase.json is sent, the CSP enforced',
    async (pagePath) => {
      const res = await fetch(`${inject('baseUrl')}${pagePath}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy-report-only')).toBeNull();
      for (const header of productionHeaders)
        expect([header.key, res.headers.get(header.key)]).toEqual([header.key, expectedLocally(header)]);
    },
  );

  it('when the API answers JSON, then nothing may store it and no browser sniffs its type', async () => {
    const res = await fetch(`${inject('baseUrl')}/api/templates`, {
      headers: { authorization: `Bearer ${await idTokenOf('admin@alfa.dev')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect([res.headers.get('cache-control'), res.headers.get('x-content-type-options')]).toEqual([
      'no-store',
      'nosniff',
    ]);
  });
});

describe('the Content-Security-Policy in the browser', () => {
  test('when a page tries inline code or another origin, then the browser refuses it and the journeys see the violation', async ({
    page,
    cspViolations,
  }) => {
    await signIn(page, 'admin@alfa.dev');
    const refused = await page.evaluate(async () => {
      const style = document.createElement('style');
      style.textContent = 'body { letter-spacing: 7px; }';
      document.head.append(style);
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.head.append(script);
      const fetched = await fetch('https://example.com/').then(
        () => 'fetched',
        () => 'refused',
      );
      return {
        letterSpacing: getComputedStyle(document.body).letterSpacing,
        inlineRan: '__inlineRan' in window,
        fetched,
      };
    });
    expect(refused).toEqual({ letterSpacing: 'normal', inlineRan: false, fetched: 'refused' });
    // Each is both reported to the page and logged to its console.
    await expect.poll(() => cspViolations.filter((v) => v.startsWith('console: ')).length).toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => cspViolations.filter((v) => !v.startsWith('console: ')).sort())
      .toEqual([
        expect.stringMatching(/^connect-src recusou https:\/\/example\.com/),
        expect.stringMatching(/^script-src-elem recusou inline /),
        expect.stringMatching(/^style-src-elem recusou inline /),
      ]);
    // Seen and checked here: the fixture would otherwise fail this test for them.
    cspViolations.splice(0);
  });
});
