import { describe, expect, it } from 'vitest';
import { workshopLinkEmail } from './workshop-email';

const input = {
  companyName: 'Transportes Alfa',
  workshopName: 'Oficina Mecânica Silva',
  order: {
    number: 'OS-2026-0003',
    status: 'awaiting_quote' as const,
    vehicle: { id: 'v1', name: 'Accelo Baú Leve', plate: 'KLM4321', model: 'Accelo 1016' },
    description: 'Revisar freios',
    defects: [
      {
        id: 'd1',
        title: 'Freios',
        severity: 'critical' as const,
        comment: 'Pedal baixo',
        photos: [],
        reportedByName: 'João',
      },
    ],
  },
  url: 'https://app.checkfrota.dev/oficina/abc',
  expiresAt: '2026-12-04T15:30:00.000Z',
  timeZone: 'America/Sao_Paulo',
};

describe("the workshop's e-mail", () => {
  it('when the O.S. waits for a quote, then it greets the workshop, names the vehicle, the defects, the link and its end in São Paulo time, with no unsubscribe', () => {
    const email = workshopLinkEmail(input);
    expect(email.subject).toBe('Transportes Alfa: Ordem de serviço OS-2026-0003: Accelo Baú Leve (KLM-4321)');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Olá, Oficina Mecânica Silva!');
      expect(part).toContain('Defeito: Freios');
      expect(part).toContain('Serviço: Revisar freios');
      expect(part).toContain('envia o orçamento, sem precisar de conta');
      expect(part).toContain('O link vale até 04/12/2026 12:30.');
      expect(part).not.toContain('Desativar');
    }
    expect(email.text).toContain('Abrir a ordem de serviço: https://app.checkfrota.dev/oficina/abc');
    expect(email.html).toContain('<a href="https://app.checkfrota.dev/oficina/abc"');
  });

  it('when the quote is approved, then it asks for the invoice and the odometer at delivery instead', () => {
    const email = workshopLinkEmail({ ...input, order: { ...input.order, status: 'approved' } });
    expect(email.text).toContain('informa a NF-e e a quilometragem na entrega');
    expect(email.text).not.toContain('envia o orçamento');
  });
});
