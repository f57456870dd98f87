import { MAX_DEVICE } from '@domain/checklists/answer.schema';

const SYSTEMS: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/Android (\d+(?:\.\d+)?)/, (m) => `Android ${m[1]}`],
  [/iPhone OS (\d+)_(\d+)/, (m) => `iPhone iOS ${m[1]}.${m[2]}`],
  [/iPad.*OS (\d+)_(\d+)/, (m) => `iPad iOS ${m[1]}.${m[2]}`],
  [/Windows NT/, () => 'Windows'],
  [/Mac OS X/, () => 'macOS'],
  [/Linux/, () => 'Linux'],
];

const BROWSERS: Array<[RegExp, string]> = [
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Edg\/(\d+)/, 'Edge'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];

/**
 * The device a signature is drawn on, as a report prints it ('Android 14 · Chrome 131'): the
 * system and the browser read from the user agent, or the user agent itself when neither is known.
 */
export function describeDevice(userAgent: string): string {
  const system = SYSTEMS.map(([pattern, name]) => {
    const m = userAgent.match(pattern);
    return m ? name(m) : null;
  }).find(Boolean);
  const browser = BROWSERS.map(([pattern, name]) => {
    const m = userAgent.match(pattern);
    return m ? `${name} ${m[1]}` : null;
  }).find(Boolean);
  const described = [system, browser].filter(Boolean).join(' · ');
  return (described || userAgent.trim() || 'Navegador desconhecido').slice(0, MAX_DEVICE);
}
