import type { Attachment } from '@domain/attachments/attachment';
import type { ApiFailure, ApiSuccess } from '@domain/envelope';
import { pathOf } from '@domain/contract';
import { workshopLinkApi } from '@domain/work-orders/contract';
import type { WorkOrderFileSlot, WorkshopView } from '@domain/work-orders/work-order';

const NETWORK_MESSAGE = 'Não foi possível falar com o servidor. Tente novamente.';

/** The envelope's data, or its pt-BR message as the error. */
async function answerOf<T>(res: Promise<Response>): Promise<T> {
  const envelope = (await res.then((r) => r.json()).catch(() => null)) as ApiSuccess<T> | ApiFailure | null;
  if (envelope?.success) return envelope.data;
  throw new Error(envelope?.error.message ?? NETWORK_MESSAGE);
}

/**
 * The workshop's page talks to the API without an account: a plain fetch with the link's token in
 * the path, so the page loads neither Firebase nor the signed-in client.
 */
export function workshopCall(
  route: 'view' | 'quote' | 'start' | 'complete',
  token: string,
  body?: unknown,
): Promise<WorkshopView> {
  const contract = workshopLinkApi[route];
  return answerOf(
    fetch(`/api${pathOf(contract.path, { token })}`, {
      method: contract.method.toUpperCase(),
      headers: { Accept: 'application/json', ...(body !== undefined && { 'Content-Type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    }),
  );
}

/** The quote's or the invoice's file (a PDF or a photo, up to 10 MB), replacing the one sent before. */
export function workshopUpload(token: string, slot: WorkOrderFileSlot, file: File): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  return answerOf(
    fetch(`/api${pathOf(workshopLinkApi.putFile.path, { token, slot })}`, {
      method: 'PUT',
      headers: { Accept: 'application/json' },
      body: form,
    }),
  );
}

/** Where a defect's photo is served to this link (an <img> needs no token header: it is in the path). */
export const workshopPhotoUrl = (token: string, ref: string) =>
  `/api${pathOf(workshopLinkApi.photo.path, { token, photoId: ref.replace(/^image_ref:\/\//, '') })}`;
