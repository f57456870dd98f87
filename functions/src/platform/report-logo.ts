import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { log } from './logger';

const LOGO = path.join('web', 'public', 'favicon.png');

/** web/public/favicon.png of the checkout, looked for upwards from this file (src/, lib/ or lib-local/). */
function findLogo(): string | null {
  let dir = __dirname;
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = path.join(dir, LOGO);
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

let cached: Promise<string | null> | null = null;

/**
 * The logo the PDF report prints, as a PNG data URL re-encoded by sharp (so pdfkit meets no PNG
 * variant it cannot read), or null: a missing or unreadable logo is left out, never an error.
 */
export function reportLogo(): Promise<string | null> {
  cached ??= (async () => {
    try {
      const file = findLogo();
      if (!file) return null;
      const png = await sharp(await readFile(file)).resize(128, 128, { fit: 'inside' }).png().toBuffer();
      return `data:image/png;base64,${png.toString('base64')}`;
    } catch (error) {
      log.reportLogoSkipped(error);
      return null;
    }
  })();
  return cached;
}
