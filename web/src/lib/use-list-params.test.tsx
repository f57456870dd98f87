import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useListParams } from './use-list-params';

/** Shows what the hook reads and offers its setters as buttons. */
function Probe() {
  const list = useListParams();
  const location = useLocation();
  return (
    <>
      <label>
        Buscar
        <input type="search" value={list.search} onChange={(event) => list.setSearch(event.target.value)} />
      </label>
      <output aria-label="Página">{list.page}</output>
      <output aria-label="Busca aplicada">{list.appliedSearch}</output>
      <output aria-label="Endereço">{location.pathname + location.search}</output>
      <button onClick={() => list.setPage(list.page + 1)}>Próxima página</button>
      <button onClick={() => list.fitPage(2)}>Caber em 2 páginas</button>
    </>
  );
}

/** A router (like the app's) on the list, with a screen before it in the history to come back to. */
function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/antes', element: <h1>Antes da lista</h1> },
      { path: '/lista', element: <Probe /> },
    ],
    { initialEntries: ['/antes', url], initialIndex: 1 },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user: userEvent.setup() };
}

const shown = (name: string) => screen.getByRole('status', { name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar' });
/** The URL's query as a plain object, whatever the parameters' order. */
const query = () => Object.fromEntries(new URL(shown('Endereço').textContent!, 'http://x').searchParams);

async function back(router: ReturnType<typeof renderAt>['router']) {
  await act(() => router.navigate(-1));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('useListParams', () => {
  it('when the list opens at a URL with a page and a search (a reload), then both are restored', () => {
    renderAt('/lista?page=3&q=ana');

    expect(shown('Página')).toHaveTextContent('3');
    expect(shown('Busca aplicada')).toHaveTextContent('ana');
    expect(searchBox()).toHaveValue('ana');
  });

  it.each(['0', '-1', 'abc', '2.5', ''])('when ?page=%s, then the first page is shown', (value) => {
    renderAt(`/lista?page=${value}`);
    expect(shown('Página')).toHaveTextContent('1');
  });

  it('when a search is typed on a later page, then the URL gets it and page 1 in place of its entry', async () => {
    const { user, router } = renderAt('/lista?page=3');

    await user.type(searchBox(), 'ana');

    expect(searchBox()).toHaveValue('ana');
    await waitFor(() => expect(query()).toEqual({ q: 'ana' }));
    expect(shown('Página')).toHaveTextContent('1');
    expect(shown('Busca aplicada')).toHaveTextContent('ana');

    // No history entry per keystroke, nor for the search: Back leaves the list.
    await back(router);
    expect(screen.getByRole('heading', { name: 'Antes da lista' })).toBeInTheDocument();
  });

  it('when the search is cleared, then the URL drops it', async () => {
    const { user } = renderAt('/lista?q=ana&page=2');

    await user.clear(searchBox());

    await waitFor(() => expect(query()).toEqual({}));
    expect(shown('Busca aplicada')).toBeEmptyDOMElement();
  });

  it('when the page changes, then the view scrolls up and Back returns to the page before', async () => {
    const { user, router } = renderAt('/lista?q=ana');

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));

    await waitFor(() => expect(query()).toEqual({ q: 'ana', page: '2' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    await back(router);
    expect(query()).toEqual({ q: 'ana' });
    expect(shown('Página')).toHaveTextContent('1');
    expect(searchBox()).toHaveValue('ana');
  });

  it('when the URL gets another search from outside (a link, Back), then the field shows it', async () => {
    const { router } = renderAt('/lista?q=ana');

    await act(() => router.navigate('/lista?q=bia'));
    expect(searchBox()).toHaveValue('bia');

    await back(router);
    expect(searchBox()).toHaveValue('ana');
    expect(shown('Busca aplicada')).toHaveTextContent('ana');
  });

  it('when the page is beyond the last one, then fitting moves to the last page in place of its entry', async () => {
    const { user, router } = renderAt('/lista?page=5&q=ana');

    await user.click(screen.getByRole('button', { name: 'Caber em 2 páginas' }));

    await waitFor(() => expect(query()).toEqual({ q: 'ana', page: '2' }));
    await back(router);
    expect(screen.getByRole('heading', { name: 'Antes da lista' })).toBeInTheDocument();
  });
});
