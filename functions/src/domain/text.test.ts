import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeForSearch } from './text';

describe('search', () => {
  it('when text has accents and capitals, then it is normalized', () => {
    expect(normalizeForSearch('  Inspeção DIÁRIA ')).toBe('inspecao diaria');
  });

  it('when the term is empty, then everything matches', () => {
    expect(matchesSearch('  ', ['a'])).toBe(true);
  });

  it('when any field contains the term, then it matches; otherwise not', () => {
    expect(matchesSearch('pneu', [null, 'Troca de PNEUS'])).toBe(true);
    expect(matchesSearch('freio', ['Troca de pneus', undefined])).toBe(false);
  });
});
