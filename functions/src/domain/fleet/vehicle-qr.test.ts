import { describe, expect, it } from 'vitest';
import { vehicleLabelDocument } from '../../fleet/qr/vehicle-label-pdf';
import { qrTokenOfLink, vehicleQrLink } from './vehicle-qr';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzAB-_09';

describe('the QR label’s link', () => {
  it('when built, then the field screen of the vehicle on the app’s origin, a trailing slash dropped', () => {
    expect(vehicleQrLink('https://app.checkfrota.com.br/', TOKEN)).toBe(
      `https://app.checkfrota.com.br/mobile/vehicle/${TOKEN}`,
    );
  });

  it('when the scanner reads a link, then only this app’s vehicle links give a token', () => {
    const origin = 'https://app.checkfrota.com.br';
    expect(qrTokenOfLink(vehicleQrLink(origin, TOKEN), origin)).toBe(TOKEN);
    expect(qrTokenOfLink(` ${vehicleQrLink(origin, TOKEN)}/ `, origin)).toBe(TOKEN);
    expect(qrTokenOfLink(vehicleQrLink('https://outro.site', TOKEN), origin)).toBeNull();
    expect(qrTokenOfLink(`${origin}/mobile/checklist/${TOKEN}`, origin)).toBeNull();
    expect(qrTokenOfLink(`${origin}/mobile/vehicle/curto`, origin)).toBeNull();
    expect(qrTokenOfLink('ABC1D23', origin)).toBeNull();
  });

  it('when a label is laid out, then its QR code holds the link, once per label (8 on the A4 sheet)', () => {
    const link = vehicleQrLink('https://app.checkfrota.com.br', TOKEN);
    const qrNodes = (layout: 'single' | 'sheet') =>
      JSON.stringify(vehicleLabelDocument({ name: 'Hilux', plate: 'ABC1D23' }, link, layout)).split(`"qr":"${link}"`)
        .length - 1;
    expect(qrNodes('single')).toBe(1);
    expect(qrNodes('sheet')).toBe(8);
  });
});
