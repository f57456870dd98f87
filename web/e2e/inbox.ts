import { INBOX } from './paths';

/** An e-mail as the local inbox (dev/mail-inbox.ts) lists it. */
export interface InboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Every e-mail the product sent since the stack started. */
export async function inboxMessages(): Promise<InboxMessage[]> {
  return (await (await fetch(`${INBOX}/messages.json`)).json()) as InboxMessage[];
}
