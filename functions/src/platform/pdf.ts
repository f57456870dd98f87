import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

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

/**
 * Renders a document definition to PDF bytes. pdfmake mutates the definition: pass a fresh one.
 * `files` are image bytes the definition's `images` name (a value that is a key of `files`):
 * they go to pdfmake's in-memory file system under this render's own prefix, so the bytes are
 * embedded as they are (a data URL would hold a base64 copy of each) and leave with the render.
 */
export async function renderPdf(definition: TDocumentDefinitions, files: ReadonlyMap<string, Buffer> = new Map()): Promise<Buffer> {
  configure();
  renders += 1;
  const prefix = `render-${renders}-${randomBytes(6).toString('hex')}/`;
  const storage = (pdfmake as unknown as { virtualfs: { storage: Record<string, Buffer> } }).virtualfs.storage;
  const images = definition.images ?? {};
  for (const [key, value] of Object.entries(images)) {
    const bytes = typeof value === 'string' ? files.get(value) : undefined;
    if (!bytes) continue;
    storage[prefix + value] = bytes;
    images[key] = prefix + value;
  }
  try {
    return await pdfmake.createPdf(definition).getBuffer();
  } finally {
    for (const name of Object.keys(storage)) if (name.startsWith(prefix)) delete storage[name];
  }
}
