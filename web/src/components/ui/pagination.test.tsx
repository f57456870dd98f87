import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageWindow, Pagination, rangeSummary } from './pagination';

describe('pageWindow', () => {
  it('when the current page is in the middle, then it sits at the centre of five numbers', () => {
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
  });

  it('when the current page is near an end, then the window is kept inside the pages', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('when there are fewer pages than the window, then every page is offered', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('rangeSummary', () => {
  it('when on a full or a last partial page, then it names the first and last item shown', () => {
    expect(rangeSummary(1, 25, 73)).toBe('Mostrando 1 a 25 de 73 resultados');
    expect(rangeSummary(3, 25, 73)).toBe('Mostrando 51 a 73 de 73 resultados');
  });
});

describe('Pagination', () => {
  it('when given a window, then it shows numbered pages with the current one marked and the summary', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <Pagination page={4} pageCount={9} numbered summary={{ total: 210, pageSize: 25 }} onPageChange={onPageChange} />,
    );

    expect(screen.getByText('Mostrando 76 a 100 de 210 resultados')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Paginação' }));
    expect(nav.getAllByRole('button', { name: /^Página/ }).map((button) => button.textContent)).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(nav.getByRole('button', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page');

    await user.click(nav.getByRole('button', { name: 'Página 6' }));
    await user.click(nav.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange.mock.calls).toEqual([[6], [3]]);
  });

  it('when everything fits one page, then no pagination shows, not even Mostrando X a Y de Z resultados', () => {
    render(<Pagination page={1} pageCount={1} numbered summary={{ total: 3, pageSize: 25 }} onPageChange={vi.fn()} />);
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('when no window is asked for, then it keeps the plain Página N de M text', () => {
    render(<Pagination page={2} pageCount={3} onPageChange={vi.fn()} />);
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });
});
