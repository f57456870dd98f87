import { appendFile } from 'node:fs/promises';
import { getMessaging } from 'firebase-admin/messaging';
import { app } from './firebase';

/** FCM's limit of tokens in one multicast call. */
export const MAX_TOKENS_PER_MULTICAST = 500;

export interface PushMessage {
  title: string;
  body: string;
  /** Delivered to the service worker; `link` is where a click leads. */
  data: Record<string, string> & { link: string };
}

/** What became of the push to one token: unregistered tokens should be forgotten, others kept. */
export type PushOutcome = 'sent' | 'unregistered' | 'failed';

/** The messaging port (DESIGN section 2): FCM in production, a recorder where FCM cannot be reached. */
export interface PushSender {
  /** One outcome per token, in token order. At most MAX_TOKENS_PER_MULTICAST tokens. */
  sendMulticast(tokens: string[], message: PushMessage): Promise<PushOutcome[]>;
}

export function fcmPushSender(): PushSender {
  return {
    async sendMulticast(tokens, message) {
      const batch = await getMessaging(app()).sendEachForMulticast({
        tokens,
        notification: { title: message.title, body: message.body },
        data: message.data,
      });
      return batch.responses.map((r) => {
        if (r.success) return 'sent';
        return r.error?.code === 'messaging/registration-token-not-registered' ? 'unregistered' : 'failed';
      });
    },
  };
}

export interface RecordedPush {
  tokens: string[];
  message: PushMessage;
}

/**
 * Records what would be sent, for the local stack (no FCM offline) and for tests. `outcome`
 * decides each token's fate, so tests can play FCM's answers; `outbox` appends one JSON line
 * per call to a file people can read.
 */
export function recordingPushSender(
  options: { outcome?: (token: string) => PushOutcome | Error; outbox?: string } = {},
) {
  const sent: RecordedPush[] = [];
  const sender: PushSender & { sent: RecordedPush[] } = {
    sent,
    async sendMulticast(tokens, message) {
      const outcomes = tokens.map((t) => options.outcome?.(t) ?? 'sent');
      const failure = outcomes.find((o): o is Error => o instanceof Error);
      if (failure) throw failure;
      sent.push({ tokens, message });
      if (options.outbox)
        await appendFile(options.outbox, `${JSON.stringify({ at: new Date().toISOString(), tokens, message })}\n`);
      return outcomes as PushOutcome[];
    },
  };
  return sender;
}
