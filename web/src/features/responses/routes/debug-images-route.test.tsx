import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { companiesApi } from '@domain/companies/contract';
import type { CompanyListItem } from '@domain/companies/company.schema';
import { imagesApi } from '@domain/images/contract';
import type { ImageInfo } from '@domain/images/image.schema';
import { formatDateTime } from '@/lib/format';
import { bytes, failure, installFakeApi } from '@/testing/fake-api';
import { pageOf, renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { DebugImagesRoute } from './debug-images-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

const api = installFakeApi();

const UPLOADED = '2026-11-20T12:34:00.000Z';

function image(id: string, overrides: Partial<ImageInfo> = {}): ImageInfo {
  return {
    id,
    checklistId: 'chk-7',
    questionId: 'q2',
    uploader: 'u-joao',
    size: 226 * 1024,
    contentType: 'image/jpeg',
    width: 1200,
    height: 1600,
    uploadedAt: UPLOADED,
    location: null,
    ...overrides,
  };
}

const COMPANIES = [
  { id: 'alfa', name: 'Transportes Alfa' },
  { id: 'beta', name: 'Logística Beta' },
] as CompanyListItem[];

function serve(images: ImageInfo[], total = images.length) {
  api.on(companiesApi.list, () => pageOf(COMPANIES));
  api.on(imagesApi.list, ({ query }) =>
    pageOf(images, { total, page: Number(query.page), pageSize: Number(query.pageSize) }),
  );
}

const listCalls = () => api.sent(imagesApi.list).map((request) => request.query);
/** The images asked for by id, with their query. */
const imageReads = () => api.sent(imagesApi.bytes).map(({ path, query }) => ({ path, query }));
const jpeg = (body: Uint8Array<ArrayBuffer> | string) => bytes(body, { 'Content-Type': 'image/jpeg' });

function Location() {
  const location = useLocation();
  return <output aria-label="endereço">{location.search}</output>;
}

function renderDebug(path = '/admin/debug/images', session = sessionUser('admin')) {
  return renderWithProviders(
    <>
      <DebugImagesRoute />
      <Location />
    </>,
    { path, route: '/admin/debug/images', session },
  );
}

describe('DebugImagesRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:teste'), revokeObjectURL: vi.fn() }));
  });

  it('when an admin opens it, then each stored image shows its id, upload time, size, type and checklist, paged', async () => {
    serve([image('img-1'), image('img-2', { contentType: 'image/png', checklistId: 'chk-9' })], 120);
    const { user } = renderDebug();
    expect(screen.getByRole('heading', { level: 1, name: 'Diagnóstico de Imagens' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Empresa' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Imagens armazenadas (120)' })).toBeInTheDocument();

    const rows = screen.getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['img-1', formatDateTime(UPLOADED), '226 KB', 'image/jpeg', '1200 × 1600', 'chk-7']);
    expect(within(rows[1]!).getByText('image/png')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('chk-9')).toBeInTheDocument();
    expect(listCalls().at(-1)).toEqual({ page: '1', pageSize: '50' });

    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent('?page=2'));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: '2', pageSize: '50' }));
  });

  it('when nothing is stored, then Nenhuma imagem armazenada', async () => {
    serve([]);
    renderDebug();
    expect(await screen.findByText('Nenhuma imagem armazenada')).toBeInTheDocument();
  });

  it('when the list fails, then Erro ao carregar imagens with the status and the server’s words', async () => {
    api.on(imagesApi.list, () => failure(500, 'Erro interno do servidor', 'internal'));
    renderDebug();
    expect(
      await screen.findByText(/Erro ao carregar imagens\. Erro: 500 - Erro interno do servidor/),
    ).toBeInTheDocument();
  });

  it('when no id is typed, then Digite um ID de imagem and nothing is asked', async () => {
    serve([]);
    const { user } = renderDebug();
    await user.type(screen.getByRole('textbox', { name: 'ID da imagem' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Testar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Digite um ID de imagem');
    expect(imageReads()).toEqual([]);
  });

  it('when an id is tested, then the image is shown with its type and size; an unknown one shows the error with its status', async () => {
    serve([]);
    api.on(imagesApi.bytes, ({ params }) =>
      params.imageId === 'img-1' ? jpeg(new Uint8Array(2048)) : failure(404, 'Imagem não encontrada'),
    );
    const { user } = renderDebug();
    const field = screen.getByRole('textbox', { name: 'ID da imagem' });
    await user.type(field, ' img-1 ');
    await user.click(screen.getByRole('button', { name: 'Testar' }));
    expect(await screen.findByRole('img', { name: 'Imagem img-1' })).toHaveAttribute('src', 'blob:teste');
    expect(screen.getByText('image/jpeg · 2 KB')).toBeInTheDocument();
    expect(imageReads()).toEqual([{ path: '/checklists/image/img-1', query: { size: 'full' } }]);

    await user.clear(field);
    await user.type(field, 'nao-existe');
    await user.click(screen.getByRole('button', { name: 'Testar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro: 404 - Imagem não encontrada');
    expect(screen.queryByRole('img', { name: 'Imagem img-1' })).not.toBeInTheDocument();
  });

  it('when the superadmin opens it, then a company is asked for first; once picked, its images are listed and tested in it', async () => {
    serve([image('img-beta')]);
    api.on(imagesApi.bytes, () => jpeg('jpeg'));
    const { user } = renderDebug('/admin/debug/images', sessionUser('superadmin'));
    const picker = screen.getByRole('combobox', { name: 'Empresa' });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Selecione uma empresa', 'Transportes Alfa', 'Logística Beta']),
    );
    expect(screen.getByText('Selecione uma empresa para ver as suas imagens')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'ID da imagem' })).not.toBeInTheDocument();
    expect(listCalls()).toEqual([]);

    await user.selectOptions(picker, 'Logística Beta');
    await waitFor(() => expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent('?companyId=beta'));
    expect(await screen.findByText('img-beta')).toBeInTheDocument();
    expect(listCalls().at(-1)).toEqual({ page: '1', pageSize: '50', companyId: 'beta' });

    await user.type(screen.getByRole('textbox', { name: 'ID da imagem' }), 'img-beta');
    await user.click(screen.getByRole('button', { name: 'Testar' }));
    await screen.findByRole('img', { name: 'Imagem img-beta' });
    expect(imageReads()).toEqual([{ path: '/checklists/image/img-beta', query: { size: 'full', companyId: 'beta' } }]);
  });

  it('when the superadmin comes with a company in the URL, then that company is chosen and listed', async () => {
    serve([image('img-alfa')]);
    renderDebug('/admin/debug/images?companyId=alfa', sessionUser('superadmin'));
    expect(await screen.findByText('img-alfa')).toBeInTheDocument();
    expect(listCalls().at(-1)).toEqual({ page: '1', pageSize: '50', companyId: 'alfa' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Empresa' })).toHaveValue('alfa'));
  });
});
