import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useQuestionParam } from './use-question-param';

function renderParam(path: string, total: number, opening: number) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [index, setIndex] = useQuestionParam(total, opening);
      return { index, setIndex, search: useLocation().search };
    },
    { wrapper },
  );
}

describe('useQuestionParam', () => {
  it('when the address names no question, then it opens on the opening one and writes it there', () => {
    const { result } = renderParam('/mobile/checklist/c-1', 5, 2);
    expect(result.current.index).toBe(2);
    expect(result.current.search).toBe('?questao=3');
  });

  it('when the address names a question (1-based), then that one is on screen, and moving writes the new one', () => {
    const { result } = renderParam('/mobile/checklist/c-1?questao=4', 5, 0);
    expect(result.current.index).toBe(3);
    act(() => result.current.setIndex(4));
    expect(result.current).toMatchObject({ index: 4, search: '?questao=5' });
  });

  it('when the address names a question out of range or not a number, then the opening one replaces it', () => {
    for (const bad of ['0', '6', 'abc']) {
      const { result } = renderParam(`/mobile/checklist/c-1?questao=${bad}`, 5, 1);
      expect(result.current).toMatchObject({ index: 1, search: '?questao=2' });
    }
  });
});
