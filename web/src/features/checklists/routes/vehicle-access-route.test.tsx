import { screen, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldChecklistSummary } from '@domain/checklists/checklist.schema';
import { checklistsApi } from '@domain/checklists/contract';
import type { VehicleAccess } from '@domain/fleet/vehicle-qr';
import { vehicleQrApi } from '@domain/fleet/vehicle-qr-contract';
import { failure, installFakeApi } from '@/testing/fake-api';
import { checklistSummary, fieldChecklist, renderWithProviders } from '@/testing/fixtures';
import { writeLocationChoice } from '@/lib/position';
import { sessionUser } from '@/testing/session';
import { VehicleAccessRoute } from './vehicle-access-route';
import { VehicleScanRoute } from './vehicle-scan-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();
const TOKEN = 'abcdefghijklmnopqrstuvwxyzAB-_09';

const open = (id: string, overrides: Partial<FieldChecklistSummary> = {}): FieldChecklistSummary => ({
  ...checklistSummary(id, { userId: 'u-joao', templateKind: 'vehicle_inspection' }),
  overdue: false,
  ...overrides,
});

const access = (overrides: Partial<VehicleAccess> = {}): VehicleAccess => ({
  vehicle: { id: 'v-1', name: 'Caminhão Accelo', plate: 'ABC1D23', outOfService: false, released: false },
  criticalDefects: [],
  checklists: [],
  templates: [{ id: 't-saida', name: 'Saída do veículo', custodyRole: 'check_out', requirePosition: false }],
  ...overrides,
});

function renderVehicle() {
  return renderWithProviders(<VehicleAccessRoute />, {
    path: `/mobile/vehicle/${TOKEN}`,
    route: '/mobile/vehicle/:id',
    session: sessionUser('user', { name: 'João' }),
    stops: { '/mobile/checklist/:id': 'Tela do checklist', '/mobile/scan': 'Scanner' },
  });
}

describe('VehicleAccessRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('when João opens the label’s link, then the vehicle, his open checklists of it and the on-demand templates', async () => {
    api.on(vehicleQrApi.access, () =>
      access({
        checklists: [
          open('c-1', { templateName: 'Inspeção de rotina', status: 'pending' }),
          open('c-2', { templateName: 'Inspeção semanal', status: 'in_progress' }),
        ],
      }),
    );
    renderVehicle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Caminhão Accelo' })).toBeInTheDocument();
    expect(screen.getByText('ABC-1D23')).toBeInTheDocument();
    expect(api.sent(vehicleQrApi.access)[0]?.path).toBe(`/vehicle-access/${TOKEN}`);
    expect(screen.getByRole('button', { name: 'Iniciar Inspeção de rotina' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar Inspeção semanal' })).toHaveAttribute(
      'href',
      '/mobile/checklist/c-2',
    );
    const onDemand = screen.getByRole('region', { name: 'Iniciar inspeção' });
    expect(within(onDemand).getByText('Saída do veículo')).toBeInTheDocument();
    expect(within(onDemand).getByText('Saída')).toBeInTheDocument();
  });

  it('when he taps Iniciar inspeção, then the on-demand start is sent with the template and the checklist opens', async () => {
    api.on(vehicleQrApi.access, () => access());
    api.on(vehicleQrApi.start, () => fieldChecklist('c-new', { status: 'in_progress', startedVia: 'qr' }));
    const { user } = renderVehicle();
    await user.click(await screen.findByRole('button', { name: 'Iniciar inspeção: Saída do veículo' }));
    expect(await screen.findByRole('heading', { name: 'Tela do checklist' })).toBeInTheDocument();
    expect(api.sent(vehicleQrApi.start).map((r) => [r.path, r.body])).toEqual([
      [`/vehicle-access/${TOKEN}/start`, { templateId: 't-saida' }],
    ]);
    expect(toast.success).toHaveBeenCalledWith('Checklist iniciado!');
  });

  it('when he starts an assigned checklist here, then the start carries the vehicle’s token', async () => {
    api.on(vehicleQrApi.access, () =>
      access({ templates: [], checklists: [open('c-1', { templateName: 'Inspeção de rotina', status: 'pending' })] }),
    );
    api.on(checklistsApi.start, () => fieldChecklist('c-1', { status: 'in_progress', startedVia: 'qr' }));
    const { user } = renderVehicle();
    await user.click(await screen.findByRole('button', { name: 'Iniciar Inspeção de rotina' }));
    expect(await screen.findByRole('heading', { name: 'Tela do checklist' })).toBeInTheDocument();
    expect(api.sent(checklistsApi.start).map((r) => [r.path, r.body])).toEqual([
      ['/checklists/c-1/start', { vehicleToken: TOKEN }],
    ]);
  });

  /** With location allowed here and the phone answering as `getCurrentPosition` does: the on-demand start's bodies sent. */
  async function startedWith(getCurrentPosition: Geolocation['getCurrentPosition']) {
    writeLocationChoice('allowed');
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    api.on(vehicleQrApi.access, () => access());
    api.on(vehicleQrApi.start, () => fieldChecklist('c-new', { status: 'in_progress', startedVia: 'qr' }));
    const { user } = renderVehicle();
    await user.click(await screen.findByRole('button', { name: 'Iniciar inspeção: Saída do veículo' }));
    expect(await screen.findByRole('heading', { name: 'Tela do checklist' })).toBeInTheDocument();
    return api.sent(vehicleQrApi.start).map((r) => r.body);
  }

  it('when he allowed location here, then the start carries the phone’s position, kept to about 10 m, read once', async () => {
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({ coords: { latitude: -23.550549, longitude: -46.633309, accuracy: 4 } } as GeolocationPosition),
    );
    expect(await startedWith(getCurrentPosition)).toEqual([
      { templateId: 't-saida', position: { latitude: -23.5505, longitude: -46.6333, accuracy: 10 } },
    ]);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('when the phone refuses the position, then the start goes without one', async () => {
    const refusing = vi.fn((_found: PositionCallback, refused?: PositionErrorCallback | null) =>
      refused?.({ code: 1 } as GeolocationPositionError),
    );
    expect(await startedWith(refusing)).toEqual([{ templateId: 't-saida' }]);
    expect(refusing).toHaveBeenCalledTimes(1);
  });

  it('when the template requires the position and the phone refuses it, then the reason is shown and nothing is started, even with location never allowed here', async () => {
    localStorage.clear();
    const refusing = vi.fn((_found: PositionCallback, refused?: PositionErrorCallback | null) =>
      refused?.({ code: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: refusing } });
    api.on(vehicleQrApi.access, () =>
      access({
        templates: [{ id: 't-saida', name: 'Saída do veículo', custodyRole: 'check_out', requirePosition: true }],
      }),
    );
    const { user } = renderVehicle();
    expect(await screen.findByText('Exige a localização do aparelho')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar inspeção: Saída do veículo' }));

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Esta inspeção exige a localização do aparelho. Permita o acesso à localização e tente novamente.',
      ),
    );
    expect(refusing).toHaveBeenCalledTimes(1);
    expect(api.sent(vehicleQrApi.start)).toEqual([]);
  });

  it('when the template requires the position and the phone gives it, then the start carries it though location was never allowed here', async () => {
    localStorage.clear();
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({ coords: { latitude: -23.550549, longitude: -46.633309, accuracy: 4 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    api.on(vehicleQrApi.access, () =>
      access({
        templates: [{ id: 't-saida', name: 'Saída do veículo', custodyRole: 'check_out', requirePosition: true }],
      }),
    );
    api.on(vehicleQrApi.start, () => fieldChecklist('c-new', { status: 'in_progress', startedVia: 'qr' }));
    const { user } = renderVehicle();
    await user.click(await screen.findByRole('button', { name: 'Iniciar inspeção: Saída do veículo' }));
    expect(await screen.findByRole('heading', { name: 'Tela do checklist' })).toBeInTheDocument();
    expect(api.sent(vehicleQrApi.start).map((r) => r.body)).toEqual([
      { templateId: 't-saida', position: { latitude: -23.5505, longitude: -46.6333, accuracy: 10 } },
    ]);
  });

  it('when the token is another company’s or revoked (404), then Veículo não encontrado and nothing to start', async () => {
    api.on(vehicleQrApi.access, () => failure(404, 'Veículo não encontrado', 'not_found'));
    renderVehicle();
    expect(await screen.findByText('Veículo não encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Iniciar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escanear outro QR' })).toHaveAttribute('href', '/mobile/scan');
  });

  it('when the vehicle is out of service, then its critical defects show and Saída is disabled with the reason; Retorno still starts', async () => {
    api.on(vehicleQrApi.access, () =>
      access({
        vehicle: { id: 'v-1', name: 'Caminhão Accelo', plate: 'ABC1D23', outOfService: true, released: false },
        criticalDefects: [{ id: 'd-1', title: 'Freios funcionando?', openedAt: '2026-11-20T09:00:00.000Z' }],
        templates: [
          { id: 't-saida', name: 'Saída do veículo', custodyRole: 'check_out', requirePosition: false },
          { id: 't-retorno', name: 'Retorno do veículo', custodyRole: 'check_in', requirePosition: false },
        ],
      }),
    );
    renderVehicle();
    const warning = await screen.findByRole('region', { name: 'Veículo fora de serviço' });
    expect(within(warning).getByText('Freios funcionando?')).toBeInTheDocument();
    const checkOut = screen.getByRole('button', { name: 'Iniciar inspeção: Saída do veículo' });
    expect(checkOut).toBeDisabled();
    expect(checkOut).toHaveAccessibleDescription(
      'O veículo Caminhão Accelo está fora de serviço: a saída fica bloqueada até o reparo dos defeitos críticos. Avise o gestor.',
    );
    expect(screen.getByText('Saída bloqueada: veículo fora de serviço')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar inspeção: Retorno do veículo' })).toBeEnabled();
  });

  it('when the start is refused, then the server’s message shows and he stays', async () => {
    api.on(vehicleQrApi.access, () => access());
    api.on(vehicleQrApi.start, () =>
      failure(400, 'Este checklist não pode ser iniciado pelo QR do veículo', 'invalid_input'),
    );
    const { user } = renderVehicle();
    await user.click(await screen.findByRole('button', { name: 'Iniciar inspeção: Saída do veículo' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Este checklist não pode ser iniciado pelo QR do veículo'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Caminhão Accelo' })).toBeInTheDocument();
  });
});

/** The camera and the browser's detector: no local stand-in exists for them in jsdom. */
function fakeCamera(readings: string[]) {
  const stop = vi.fn();
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  class FakeDetector {
    static getSupportedFormats = async () => ['qr_code'];
    async detect() {
      const next = readings.shift();
      return next ? [{ rawValue: next }] : [];
    }
  }
  vi.stubGlobal('BarcodeDetector', FakeDetector);
  return { getUserMedia, stop };
}

describe('VehicleScanRoute', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function renderScan() {
    return renderWithProviders(<VehicleScanRoute />, {
      path: '/mobile/scan',
      route: '/mobile/scan',
      session: sessionUser('user'),
      stops: { '/mobile/vehicle/:id': 'Tela do veículo' },
    });
  }

  it('when the camera reads another QR and then a vehicle label, then it says so and then opens the vehicle’s screen, the camera stopped', async () => {
    const camera = fakeCamera(['https://outro.site/x', `${window.location.origin}/mobile/vehicle/${TOKEN}`]);
    renderScan();
    expect(await screen.findByRole('heading', { name: 'Tela do veículo' }, { timeout: 3000 })).toBeInTheDocument();
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(camera.stop).toHaveBeenCalled();
  });

  it('when a foreign QR is read, then the hint says it is not a vehicle of CheckFrota', async () => {
    fakeCamera(['https://outro.site/x']);
    renderScan();
    expect(
      await screen.findByText(/Este QR não é de um veículo do CheckFrota/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('when the camera is refused, then it says so and how to read the label otherwise', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) },
    });
    renderScan();
    expect(await screen.findByText('Não foi possível abrir a câmera')).toBeInTheDocument();
  });
});
