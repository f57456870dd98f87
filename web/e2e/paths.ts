import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CHROMIUM_PATH = '/usr/bin/chromium';
/** Screenshots of failed journeys and the stack's log (gitignored). */
export const ARTIFACTS_DIR = path.join(ROOT, 'web/e2e/.artifacts');
/** The local inbox `npm start` runs (dev/mail-inbox.ts): every e-mail and WhatsApp request the product made. */
export const INBOX = 'http://127.0.0.1:1080';
