import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LEGACY_ADMIN_PATTERNS, paths, routePatterns } from '@domain/paths';

/** An id with every character a link must encode, and `$'`, which String.replace would read as a pattern. */
const ID = "a b/ç?#%$'&1";

type Link = string | ((id: string) => string);

/** Each screen's pattern as the router sees it, beside the link the app builds to it. */
const screens: [name: string, pattern: string, link: Link][] = [
  ...Object.entries(routePatterns.admin).map(([name, pattern]): [string, string, Link] => [
    `admin.${name}`,
    `${paths.admin.root}/${pattern}`,
    paths.admin[name as keyof typeof routePatterns.admin],
  ]),
  ...Object.entries(routePatterns.field).map(([name, pattern]): [string, string, Link] => [
    `field.${name}`,
    pattern,
    paths.field[name as keyof typeof routePatterns.field],
  ]),
];

describe('screen paths', () => {
  it('when the admin and field links are listed, then every one has a route pattern and no pattern is left without a link', () => {
    const linked = [...Object.keys(paths.admin).filter((name) => name !== 'root'), ...Object.keys(paths.field)];
    expect(screens.map(([name]) => name.split('.')[1]).sort()).toEqual(linked.sort());
    expect(screens).toHaveLength(44);
  });

  const fixed = screens.filter((screen): screen is [string, string, string] => typeof screen[2] === 'string');
  const withId = screens.filter(
    (screen): screen is [string, string, (id: string) => string] => typeof screen[2] === 'function',
  );

  it.each(fixed)('when the link to %s is followed, then the router matches its pattern', (_, pattern, link) => {
    expect(pattern).not.toContain(':id');
    expect(matchPath(pattern, link)?.pathname).toBe(link);
  });

  it.each(withId)(
    'when a link to %s is followed, then the router matches its pattern with the same id',
    (_, pattern, link) => {
      const { id } = matchPath(pattern, link(ID))?.params ?? {};
      expect(decodeURIComponent(id ?? '')).toBe(ID);
    },
  );

  it('when the screens are split by their links, then some take an id and some do not', () => {
    expect(fixed.length + withId.length).toBe(screens.length);
    expect(fixed.length).toBeGreaterThan(0);
    expect(withId.length).toBeGreaterThan(0);
  });

  it('when every screen’s link is built, then no two screens share a path', () => {
    const links = screens.map(([, , link]) => (typeof link === 'string' ? link : link(ID)));
    expect(new Set(links).size).toBe(links.length);
  });

  it('when the previous app’s paths are listed, then each is an admin screen’s pattern without /admin', () => {
    const adminPatterns: string[] = Object.values(routePatterns.admin);
    for (const legacy of LEGACY_ADMIN_PATTERNS) expect(adminPatterns).toContain(legacy.slice(1));
    expect(LEGACY_ADMIN_PATTERNS).toHaveLength(14);
  });
});
