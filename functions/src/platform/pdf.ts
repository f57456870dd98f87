import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { AppError } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import { log } from './logger';

// pdfmake 0.3 is CommonJS and exports one instance whose methods live on its prototype (an ESM
// namespace import would copy only its own properties).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfmake = require('pdfmake') as typeof import('pdfmake');

const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const font = (file: string) => path.join(fontDir, file);

/** Roboto as pdfmake ships it; Medium stands in for bold (the package has no Roboto-Bold). */
const FONTS = {
  Roboto: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  },
};
const fontFiles = new Set(Object.values(FONTS.Roboto));

let configured = false;

/**
 * pdfmake for the server: its fonts, no URL ever fetched and no local file read but the fonts
 * (images come in as data URLs the caller read from the blob store).
 */
function configure(): void {
  if (configured) return;
  pdfmake.setFonts(FONTS);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => fontFiles.has(file));
  configured = true;
}

let renders = 0;

/** How many documents this process has rendered: tests show that a stored report is not rendered again. */
export function renderCount(): number {
  return renders;
}

/** pdfmake reads a file of its in-memory file system this many times (existsSync, then readFileSync's own check and read). */
const READS_PER_FILE = 3;

/**
 * Renders a document definition to PDF bytes. pdfmake mutates the definition: pass a fresh one.
 * `files` are image bytes the definition's `images` name (a value that is a key of `files`):
 * they go to pdfmake's in-memory file system under this render's own prefix, so the bytes are
 * embedded as they are (a data URL would hold a base64 copy of each). Each is handed over once
 * and then dropped, here and from `files`: pdfkit writes an image into the document when it is
 * first laid out and keeps no copy, so a report's photos leave memory as the layout reaches
 * them; only the document being written stays. A render that fails answers 500 'Falha na geração
 * do PDF' (spec section 8), which the screens tell apart from a lost connection.
 */
export async function renderPdf(
  definition: TDocumentDefinitions,
  files: Map<string, Buffer> = new Map(),
): Promise<Buffer> {
  configure();
  renders += 1;
  const prefix = `render-${renders}-${randomBytes(6).toString('hex')}/`;
  const storage = (pdfmake as unknown as { virtualfs: { storage: Record<string, Buffer | undefined> } }).virtualfs
    .storage;
  const images = definition.images ?? {};
  const names: string[] = [];
  for (const [key, value] of Object.entries(images)) {
    if (typeof value !== 'string' || !files.has(value)) continue;
    const name = prefix + value;
    let reads = 0;
    Object.defineProperty(storage, name, {
      configurable: true,
      enumerable: true,
      get() {
        const bytes = files.get(value);
        reads += 1;
        if (reads >= READS_PER_FILE) {
          delete storage[name];
          files.delete(value);
        }
        return bytes;
      },
    });
    names.push(name);
    images[key] = name;
  }
  try {
    return await pdfmake.createPdf(definition).getBuffer();
  } catch (error) {
    log.pdfFailed(error);
    throw new AppError('internal', MESSAGES.reports.renderFailed);
  } finally {
    for (const name of names) delete storage[name];
  }
}
