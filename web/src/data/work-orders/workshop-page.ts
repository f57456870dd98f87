import type { ApiFailure, ApiSuccess } from '@domain/envelope';
import { pathOf } from '@domain/contract';
import { workshopLinkApi } from '@domain/work-orders/contract';
import type { WorkshopView } from '@domain/work-orders/work-order';

/**
 * The workshop's page talks to the API without an account: a plain fetch with the link's token in
 * the path, so the page loads neither Firebase nor the signed-in client.
 */
export async function workshopCall(
  route: 'view' | 'quote' | 'start' | 'complete',
  token: string,
  body?: unknown,
): Promise<WorkshopView> {
  const contract = workshopLinkApi[route];
  const res = await fetch(`/api${pathOf(contract.path, { token })}`, {
    method: contract.method.toUpperCase(),
    headers: { Accept: 'application/json', ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const envelope = (await res.json().catch(() => null)) as ApiSuccess<WorkshopView> | ApiFailure | null;
  if (envelope?.success) return envelope.data;
  throw new Error(envelope?.error.message ?? 'Não foi possível falar com o servidor. Tente novamente.');
}
