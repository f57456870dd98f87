import { keepPreviousData, QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@domain/api';
import { useListParams } from '@/lib/use-list-params';
import { PaginatedList } from './paginated-list';

const PAGE_SIZE = 25;
const NAMES = Array.from({ length: 60 }, (_, i) => `Item ${String(i + 1).padStart(2, '0')}`);

/**
 * The server: pages of the names containing the search, from the cursor when given (`c<index>`,
 * the index the page starts at), else by number; each page but the last answers the next's cursor.
 */
const fetchPage = vi.fn(async (page: number, search: string, after?: string): Promise<Page<string>> => {
  const matching = NAMES.filter((name) => name.includes(search));
  const start = after ? Number(after.slice(1)) : (page - 1) * PAGE_SIZE;
  const end = start + PAGE_SIZE;
  return {
    items: matching.slice(start, end),
    total: matching.length,
    page,
    pageSize: PAGE_SIZE,
    nextCursor: end < matching.length ? `c${end}` : null,
  };
});

const itemsQuery = ({ page, after }: { page: number; after?: string }, search: string) =>
  queryOptions({
    queryKey: ['itens', { page, after, search }],
    queryFn: () => (after ? fetchPage(page, search, after) : fetchPage(page, search)),
  });

function List() {
  const list = useListParams();
  const result = useQuery({ ...itemsQuery(list.pageQuery, list.appliedSearch), placeholderData: keepPreviousData });
  const location = useLocation();
  return (
    <>
      <output aria-label="Endereço">{location.search}</output>
      <PaginatedList
        list={list}
        result={result}
        numbered
        summary
        loadingText="Carregando itens..."
        errorText="Erro ao carregar itens"
        empty={{
          icon: null,
          title: 'Nenhum item encontrado',
          hint: 'Crie o primeiro item.',
          searchHint: 'Tente outra busca.',
          action: <a href="#novo">Novo Item</a>,
        }}
      >
        {(items) => (
          <ul aria-label="Itens">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </PaginatedList>
    </>
  );
}

/** The list at the last of `urls`, the others before it in the history. */
function renderAt(...urls: string[]) {
  const router = createMemoryRouter([{ path: '/lista', element: <List /> }], {
    initialEntries: urls,
    initialIndex: urls.length - 1,
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Itens' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const query = () =>
  Object.fromEntries(new URLSearchParams(screen.getByRole('status', { name: 'Endereço' }).textContent!));

beforeEach(() => {
  fetchPage.mockClear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('PaginatedList', () => {
  it('when Próximo follows a page, then the next is asked from its cursor, kept in the URL; Anterior and Back find theirs again', async () => {
    const { user, router } = renderAt('/lista');
    expect(await screen.findByText('Mostrando 1 a 25 de 60 resultados')).toBeInTheDocument();
    const pager = () => within(screen.getByRole('navigation', { name: 'Paginação' }));

    await user.click(pager().getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Mostrando 26 a 50 de 60 resultados')).toBeInTheDocument();
    expect(query()).toEqual({ page: '2', after: 'c25' });
    expect(fetchPage).toHaveBeenLastCalledWith(2, '', 'c25');

    await user.click(pager().getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Mostrando 51 a 60 de 60 resultados')).toBeInTheDocument();
    expect(listed()[0]).toBe('Item 51');
    expect(query()).toEqual({ page: '3', after: 'c50' });

    await user.click(pager().getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Mostrando 26 a 50 de 60 resultados')).toBeInTheDocument();
    expect(query()).toEqual({ page: '2', after: 'c25' });

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Mostrando 51 a 60 de 60 resultados')).toBeInTheDocument();
    expect(query()).toEqual({ page: '3', after: 'c50' });
  });

  it('when a page link comes without a cursor (typed, shared), then that page is asked by number, and the next from its cursor', async () => {
    const { user } = renderAt('/lista?page=2');
    expect(await screen.findByText('Mostrando 26 a 50 de 60 resultados')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(2, '');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Paginação' })).getByRole('button', { name: 'Próximo' }),
    );

    expect(await screen.findByText('Mostrando 51 a 60 de 60 resultados')).toBeInTheDocument();
    expect(query()).toEqual({ page: '3', after: 'c50' });
  });

  it('when the page is loading, then the loading text is shown', () => {
    fetchPage.mockReturnValueOnce(new Promise(() => undefined));
    renderAt('/lista');
    expect(screen.getByText('Carregando itens...')).toBeInTheDocument();
  });

  it('when the page loads, then its items, the range and the page numbers are shown; a number goes to its page', async () => {
    const { user } = renderAt('/lista');

    expect(await screen.findByText('Mostrando 1 a 25 de 60 resultados')).toBeInTheDocument();
    expect(listed()).toHaveLength(25);
    const pager = within(screen.getByRole('navigation', { name: 'Paginação' }));
    expect(pager.getAllByRole('button', { name: /^Página/ }).map((button) => button.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);

    await user.click(pager.getByRole('button', { name: 'Página 3' }));

    expect(await screen.findByText('Mostrando 51 a 60 de 60 resultados')).toBeInTheDocument();
    expect(listed()[0]).toBe('Item 51');
    expect(query()).toEqual({ page: '3' });
  });

  it('when the page fails to load, then the error banner offers a retry that loads it', async () => {
    fetchPage.mockRejectedValueOnce(new Error('offline'));
    const { user } = renderAt('/lista');

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Erro ao carregar itens');
    await user.click(within(banner).getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByText('Mostrando 1 a 25 de 60 resultados')).toBeInTheDocument();
  });

  it('when there is nothing without a search, then the empty state invites creating the first item', async () => {
    fetchPage.mockResolvedValueOnce({ items: [], total: 0, page: 1, pageSize: PAGE_SIZE, nextCursor: null });
    renderAt('/lista');

    expect(await screen.findByText('Nenhum item encontrado')).toBeInTheDocument();
    expect(screen.getByText('Crie o primeiro item.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo Item' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('when a search matches nothing, then the empty state suggests another search and offers no creation', async () => {
    renderAt('/lista?q=zzz');

    expect(await screen.findByText('Nenhum item encontrado')).toBeInTheDocument();
    expect(screen.getByText('Tente outra busca.')).toBeInTheDocument();
    expect(screen.queryByText('Crie o primeiro item.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novo Item' })).not.toBeInTheDocument();
  });

  it('when the URL holds a page within the pages, then that page is shown and kept', async () => {
    renderAt('/lista?page=2');

    expect(await screen.findByText('Mostrando 26 a 50 de 60 resultados')).toBeInTheDocument();
    expect(query()).toEqual({ page: '2' });
  });

  it('when the URL holds a page beyond the last one, then the last page is shown instead of an empty one', async () => {
    renderAt('/lista?page=7&q=Item');

    expect(await screen.findByText('Mostrando 51 a 60 de 60 resultados')).toBeInTheDocument();
    expect(query()).toEqual({ page: '3', q: 'Item' });
    expect(screen.queryByText('Nenhum item encontrado')).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith(7, 'Item');
  });

  it('when Back leads to a later page while another search is still on screen, then that page is shown as asked', async () => {
    const { router } = renderAt('/lista?page=3', '/lista?q=Item 0');
    expect(await screen.findByText('Item 09')).toBeInTheDocument();
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();

    // The search's single page stays on screen while page 3 loads: it says nothing of page 3.
    await act(() => router.navigate(-1));

    expect(await screen.findByText('Mostrando 51 a 60 de 60 resultados')).toBeInTheDocument();
    expect(query()).toEqual({ page: '3' });
  });
});
