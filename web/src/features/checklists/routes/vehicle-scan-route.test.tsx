import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vehicleQrApi } from '@domain/fleet/vehicle-qr-contract';
import { failure, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { VehicleScanRoute } from './vehicle-scan-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

const api = installFakeApi();
const TOKEN = 'T'.repeat(32);
const getUserMedia = vi.fn<() => Promise<MediaStream>>();

function renderScan() {
  return renderWithProviders(<VehicleScanRoute />, {
    path: '/mobile/scan',
    route: '/mobile/scan',
    stops: { [`/mobile/vehicle/${TOKEN}`]: 'Tela do veículo', '/mobile': 'Meus Checklists' },
    session: sessionUser('user'),
  });
}

describe('VehicleScanRoute', () => {
  beforeEach(() => {
    getUserMedia.mockReset().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it("when the camera cannot open, then it says so and 'Tentar novamente' asks for the camera again", async () => {
    const { user } = renderScan();

    expect(await screen.findByText('Não foi possível abrir a câmera')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Não foi possível abrir a câmera')).toBeInTheDocument();
  });

  it("when the plate printed on the label is typed, then it opens the vehicle's screen the label's link opens", async () => {
    api.on(vehicleQrApi.byPlate, () => ({ token: TOKEN }));
    const { user } = renderScan();

    const field = await screen.findByRole('textbox', { name: 'Placa do veículo' });
    await user.type(field, 'abc1d23');
    expect(field).toHaveValue('ABC-1D23');
    await user.click(screen.getByRole('button', { name: 'Abrir veículo' }));

    expect(await screen.findByText('Tela do veículo')).toBeInTheDocument();
    expect(api.sent(vehicleQrApi.byPlate).map((r) => r.path)).toEqual(['/vehicle-access/plate/ABC-1D23']);
  });

  it('when the plate is malformed, then it says what a plate looks like and asks nothing; when no vehicle has it, then it says so', async () => {
    api.on(vehicleQrApi.byPlate, () => failure(404, 'Veículo não encontrado', 'not_found'));
    const { user } = renderScan();

    const field = await screen.findByRole('textbox', { name: 'Placa do veículo' });
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Abrir veículo' }));
    expect(await screen.findByText('Formato de placa inválido (ex: ABC1234 ou ABC1D23)')).toBeInTheDocument();
    expect(api.sent(vehicleQrApi.byPlate)).toEqual([]);

    await user.clear(field);
    await user.type(field, 'ZZZ9Z99');
    await user.click(screen.getByRole('button', { name: 'Abrir veículo' }));
    expect(await screen.findByText('Veículo não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Placa do veículo' })).toHaveAccessibleDescription(
      'Veículo não encontrado',
    );
  });
});
