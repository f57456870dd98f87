import type { DeliveredEventType, WebhookEventType } from './events';

/**
 * When a failed delivery is tried again, after its first try: 1 min, 5 min, 30 min, 2 h, 5 h, 10 h,
 * 10 h (growing about fivefold, then capped), eight tries over 27 h 36 min, so a receiver down for
 * a day still gets everything. The delivery job runs every minute: no wait is shorter than that.
 */
export const RETRY_DELAYS_MS: readonly number[] = [1, 5, 30, 120, 300, 600, 600].map((minutes) => minutes * 60_000);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** How long after the try `attempt` (1-based) the next one goes; null after the last. */
export const retryDelayAfter = (attempt: number): number | null => RETRY_DELAYS_MS[attempt - 1] ?? null;

/** A receiver that fails this long without one success has its endpoint turned off when a delivery gives up. */
export const DISABLE_AFTER_FAILING_MS = 24 * 60 * 60_000;
/** How long a receiver has to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The most of a receiver's answer kept in the log. */
export const BODY_EXCERPT_BYTES = 1024;
export const MAX_ENDPOINTS = 20;

/** Whether an endpoint whose delivery just gave up, failing since `failingSince`, is turned off. */
export const shouldDisable = (failingSince: Date | null, now: Date): boolean =>
  failingSince !== null && now.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_MS;

/** The first BODY_EXCERPT_BYTES bytes of a receiver's answer, cut on a character. */
export function bodyExcerpt(text: string): string {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length <= BODY_EXCERPT_BYTES) return text;
  return new TextDecoder().decode(bytes.slice(0, BODY_EXCERPT_BYTES)).replace(/\uFFFD$/, '');
}

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Readonly<Record<WebhookDeliveryStatus, string>> = {
  pending: 'Aguardando nova tentativa',
  succeeded: 'Entregue',
  failed: 'Falhou',
};

/** One try, as the log shows it. */
export interface WebhookAttempt {
  at: string;
  /** The receiver's HTTP status; null when it did not answer (timeout, refused address, network). */
  responseStatus: number | null;
  /** Why it failed without a status ('Tempo esgotado', the refused address), else null. */
  error: string | null;
  durationMs: number;
}

/** A registered receiver, as the screens show it (its secret only through 'Revelar segredo'). */
export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** Why it is off: null when on or turned off by hand. */
  disabledReason: string | null;
  disabledAt: string | null;
  createdAt: string;
  updatedAt: string | null;
}

/** A created endpoint with its signing secret, shown once at creation. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}

/** One event to one endpoint: its tries, in the delivery log. */
export interface WebhookDelivery {
  id: string;
  endpointId: string;
  /** The `webhook-id` header: the same for every try and for a 'Reenviar', so receivers drop repeats. */
  eventId: string;
  type: DeliveredEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  responseStatus: number | null;
  /** The last answer's first KB. */
  responseBody: string | null;
  error: string | null;
  history: WebhookAttempt[];
  payload: { type: DeliveredEventType; timestamp: string; data: Record<string, unknown> };
}
