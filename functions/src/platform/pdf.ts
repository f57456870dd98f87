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

/**
 * Renders a document definition to PDF bytes. pdfmake mutates the definition: pass a fresh one.
 * A render that fails answers 500 'Falha na geração do PDF' (spec section 8), which the screens
 * tell apart from a lost connection.
 */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  configure();
  try {
    return await pdfmake.createPdf(definition).getBuffer();
  } catch (error) {
    log.pdfFailed(error);
    throw new AppError('internal', MESSAGES.reports.renderFailed);
  }
}
