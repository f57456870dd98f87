import { formatDateTimeBR } from '../dates';
import { formatPlate } from '../fleet/plate';
import { companyEmail, type RenderedEmail } from '../notifications/alert-email';
import type { WorkOrder } from './work-order';

export interface WorkshopLinkEmailInput {
  companyName: string;
  workshopName: string;
  order: Pick<WorkOrder, 'number' | 'status' | 'vehicle' | 'defects' | 'description'>;
  /** The link with its token, absolute. */
  url: string;
  expiresAt: string;
  timeZone: string;
}

/** What the workshop does through the link now: quote before approval, the invoice after. */
const askOf = (status: WorkOrder['status']) =>
  status === 'approved' || status === 'in_progress'
    ? 'Pelo link você vê o veículo e os defeitos com as fotos e, ao concluir o serviço, informa a NF-e e a quilometragem na entrega, sem precisar de conta.'
    : 'Pelo link você vê o veículo e os defeitos com as fotos e envia o orçamento, sem precisar de conta.';

/** The O.S. sent to its workshop by e-mail: what to repair, what to do, and the link until when. */
export function workshopLinkEmail(input: WorkshopLinkEmailInput): RenderedEmail {
  const { order } = input;
  const vehicle = `${order.vehicle.name} (${formatPlate(order.vehicle.plate)})`;
  return companyEmail({
    companyName: input.companyName,
    logoUrl: null,
    greeting: `Olá, ${input.workshopName}!`,
    title: `Ordem de serviço ${order.number}: ${vehicle}`,
    lines: [
      `A ${input.companyName} enviou a ordem de serviço ${order.number} do veículo ${vehicle}.`,
      ...(order.description ? [`Serviço: ${order.description}`] : []),
      ...order.defects.map((defect) => `Defeito: ${defect.title}`),
      askOf(order.status),
      `O link vale até ${formatDateTimeBR(input.expiresAt, input.timeZone)}. Não o encaminhe: quem o tiver age em nome da oficina.`,
    ],
    action: { label: 'Abrir a ordem de serviço', url: input.url },
    unsubscribe: null,
  });
}
