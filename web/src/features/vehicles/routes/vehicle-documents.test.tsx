import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentsApi } from '@domain/documents/contract';
import type { VehicleDocument } from '@domain/documents/documents';
import { vehiclesApi } from '@domain/fleet/contract';
import type { Vehicle } from '@domain/fleet/vehicle.schema';
import { exportedQuery } from '@/testing/exports';
import { failure, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { HILUX, withOil } from '@/testing/vehicle-fixtures';
import { VehicleDetailRoute } from './vehicle-detail-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

/** Noon in São Paulo on 24/11/2026: the day deadlines are counted from. */
const NOW = new Date('2026-11-24T15:00:00.000Z');

/** A truck registered in São Paulo, plate ending 7: its licensing is due in November. */
const TRUCK: Vehicle = {
  ...HILUX,
  id: 'v-truck',
  name: 'Caminhão 01',
  plate: 'ABC1D27',
  uf: 'SP',
  vehicleType: 'truck',
};

const doc = (id: string, overrides: Partial<VehicleDocument> = {}): VehicleDocument => ({
  id,
  vehicleId: TRUCK.id,
  vehicle: { id: TRUCK.id, name: TRUCK.name, plate: TRUCK.plate },
  type: 'insurance',
  number: null,
  issuer: null,
  issueDate: null,
  expiryDate: '2027-06-30',
  cost: null,
  notes: null,
  attachment: null,
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: null,
  ...overrides,
});

const renderDocuments = (vehicle: Vehicle = TRUCK) => {
  api.on(vehiclesApi.get, () => withOil(vehicle));
  return renderWithProviders(<VehicleDetailRoute />, {
    path: `/admin/vehicles/${vehicle.id}?aba=documentos`,
    route: '/admin/vehicles/:id',
  });
};

describe("the vehicle's 'Documentos' tab", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('when the vehicle has documents, then each shows its expiry, status with the days left, cost in BRL and the attachment', async () => {
    api.on(documentsApi.list, () => [
      doc('d-ipva', { type: 'ipva', expiryDate: '2026-11-20', cost: 1234.5 }),
      doc('d-lic', {
        type: 'licensing',
        expiryDate: '2026-12-06',
        number: '0123456789',
        attachment: {
          contentType: 'application/pdf',
          size: 2048,
          uploadedAt: '2026-11-01T12:00:00.000Z',
          uploadedBy: 'admin',
        },
      }),
      doc('d-seg', { type: 'insurance', expiryDate: '2027-06-30' }),
    ]);
    renderDocuments({ ...TRUCK, documentsDue: { type: 'ipva', expiryDate: '2026-11-20' } });

    const ipva = within(await screen.findByRole('listitem', { name: 'IPVA' }));
    expect(ipva.getByText('Vencido')).toBeInTheDocument();
    expect(ipva.getByText('Venceu há 4 dias')).toBeInTheDocument();
    expect(ipva.getByText('20/11/2026')).toBeInTheDocument();
    expect(ipva.getByText('R$ 1.234,50')).toBeInTheDocument();
    expect(ipva.queryByRole('button', { name: /Baixar anexo/ })).not.toBeInTheDocument();

    const licensing = within(screen.getByRole('listitem', { name: 'Licenciamento / CRLV' }));
    expect(licensing.getByText('Vence em breve')).toBeInTheDocument();
    expect(licensing.getByText('Faltam 12 dias')).toBeInTheDocument();
    expect(licensing.getByText('0123456789')).toBeInTheDocument();
    expect(licensing.getByRole('button', { name: 'Baixar anexo de Licenciamento / CRLV' })).toBeInTheDocument();

    expect(within(screen.getByRole('listitem', { name: 'Seguro' })).getByText('Em dia')).toBeInTheDocument();
    // The vehicle's header says what is due first.
    expect(screen.getByText('Documentos', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Vencido: IPVA');
  });

  it("when the 'Documentos' tab is exported, then this vehicle's documents are asked for in the format chosen", async () => {
    api.on(documentsApi.list, () => [doc('d-seg')]);
    const { user } = renderDocuments();
    await screen.findByRole('listitem', { name: 'Seguro' });
    expect(await exportedQuery(api, user, 'documents', 'xlsx')).toEqual({ vehicleId: 'v-truck', format: 'xlsx' });
  });

  it('when the admin types a licensing issue date, then the expiry is computed from the plate and UF, can be changed, and is what is sent', async () => {
    api.on(documentsApi.list, () => []);
    api.on(documentsApi.create, ({ body }) => doc('d-new', body as Partial<VehicleDocument>));
    const { user } = renderDocuments();

    expect(await screen.findByText('Nenhum documento cadastrado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar documento' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adicionar documento' }));
    expect(dialog.getByLabelText('Tipo')).toHaveValue('licensing');
    await user.type(dialog.getByLabelText('Data de emissão'), '2026-03-15');

    // SP trucks ending 7: licensing in November; done in 2026, due by the end of November 2027.
    expect(dialog.getByLabelText(/^Vencimento/)).toHaveValue('2027-11-30');
    expect(dialog.getByText('Vencimento calculado: 30/11/2027')).toBeInTheDocument();

    await user.selectOptions(dialog.getByLabelText('Tipo'), 'tachograph');
    expect(dialog.getByLabelText(/^Vencimento/)).toHaveValue('2028-03-15');
    await user.clear(dialog.getByLabelText(/^Vencimento/));
    await user.type(dialog.getByLabelText(/^Vencimento/), '2028-03-01');
    await user.type(dialog.getByLabelText('Número'), 'TAC-99');
    await user.type(dialog.getByLabelText('Custo (R$)'), '350.9');
    await user.click(dialog.getByRole('button', { name: 'Salvar documento' }));

    await waitFor(() => expect(api.sent(documentsApi.create)).toHaveLength(1));
    expect(api.sent(documentsApi.create)[0]!.body).toEqual({
      type: 'tachograph',
      number: 'TAC-99',
      issuer: null,
      issueDate: '2026-03-15',
      expiryDate: '2028-03-01',
      cost: 350.9,
      notes: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when a file is chosen, then after the save it is PUT to the attachment with a progress bar', async () => {
    const sent: Array<{ method: string; url: string; file: FormDataEntryValue | null }> = [];
    let finish: () => void = () => undefined;
    /** The browser's XMLHttpRequest, the one way to see an upload's progress; no local service stands in for it. */
    class UploadXhr {
      status = 0;
      responseText = '';
      upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
        onprogress: null,
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private method = '';
      private url = '';
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader() {}
      abort() {}
      send(form: FormData) {
        sent.push({ method: this.method, url: this.url, file: form.get('file') });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
        finish = () => {
          this.status = 200;
          this.responseText = JSON.stringify({
            success: true,
            data: { contentType: 'application/pdf', size: 9, uploadedAt: NOW.toISOString(), uploadedBy: 'admin' },
          });
          this.onload?.();
        };
      }
    }
    vi.stubGlobal('XMLHttpRequest', UploadXhr);
    api.on(documentsApi.list, () => []);
    api.on(documentsApi.create, ({ body }) => doc('d-new', body as Partial<VehicleDocument>));
    const { user } = renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Adicionar documento' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adicionar documento' }));
    await user.type(dialog.getByLabelText(/^Vencimento/), '2027-01-31');
    const pdf = new File(['%PDF-1.4\n'], 'crlv.pdf', { type: 'application/pdf' });
    await user.upload(dialog.getByLabelText('Anexo (PDF ou foto, até 10 MB)'), pdf);
    await user.click(dialog.getByRole('button', { name: 'Salvar documento' }));

    const bar = await dialog.findByRole('progressbar', { name: 'Envio do anexo' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(dialog.getByText('Enviando...')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', url: '/api/vehicles/v-truck/documents/d-new/attachment', file: pdf }]);
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when the chosen file is over 10 MB, then it says so and nothing is uploaded', async () => {
    api.on(documentsApi.list, () => []);
    const { user } = renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Adicionar documento' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adicionar documento' }));
    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(dialog.getByLabelText('Anexo (PDF ou foto, até 10 MB)'), big);

    expect(dialog.getByText('Arquivo muito grande (máximo 10 MB)')).toBeInTheDocument();
  });

  it('when the expiry is before the issue, then the pt-BR message shows on the field and nothing is sent', async () => {
    api.on(documentsApi.list, () => []);
    const { user } = renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Adicionar documento' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adicionar documento' }));
    await user.selectOptions(dialog.getByLabelText('Tipo'), 'ipva');
    await user.type(dialog.getByLabelText('Data de emissão'), '2026-05-10');
    await user.type(dialog.getByLabelText(/^Vencimento/), '2026-05-09');
    await user.click(dialog.getByRole('button', { name: 'Salvar documento' }));

    expect(await dialog.findByText('O vencimento não pode ser anterior à emissão')).toBeInTheDocument();
    expect(api.sent(documentsApi.create)).toHaveLength(0);
  });

  it('when the server refuses the save, then its message shows in the modal', async () => {
    api.on(documentsApi.list, () => []);
    api.on(documentsApi.create, () => failure(404, 'Veículo não encontrado'));
    const { user } = renderDocuments();
    await user.click(await screen.findByRole('button', { name: 'Adicionar documento' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adicionar documento' }));
    await user.type(dialog.getByLabelText(/^Vencimento/), '2027-01-31');
    await user.click(dialog.getByRole('button', { name: 'Salvar documento' }));

    expect(await dialog.findByText('Veículo não encontrado')).toBeInTheDocument();
  });

  it('when the admin confirms deleting a document, then it is deleted; cancelling deletes nothing', async () => {
    let documents = [doc('d-seg')];
    api.on(documentsApi.list, () => documents);
    api.on(documentsApi.remove, ({ params }) => {
      documents = documents.filter((d) => d.id !== params.id);
      return { id: params.id! };
    });
    const { user } = renderDocuments();

    await user.click(await screen.findByRole('button', { name: 'Excluir Seguro' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(api.sent(documentsApi.remove)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Excluir Seguro' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Excluir documento' }));
    expect(confirm.getByText('Excluir este documento? O anexo também será excluído.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(api.sent(documentsApi.remove)).toHaveLength(1));
    expect(api.sent(documentsApi.remove)[0]!.params).toEqual({ vehicleId: TRUCK.id, id: 'd-seg' });
    expect(await screen.findByText('Nenhum documento cadastrado')).toBeInTheDocument();
  });
});
