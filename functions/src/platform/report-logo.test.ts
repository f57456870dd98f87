import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Checklist } from '../domain/checklists/checklist.schema';
import { renderChecklistReport } from '../responses/checklist-pdf';
import { newCompanyId } from '../testing/accounts';
import { localFolderBlobStore } from './blob-store';
import { config } from './config';
import { companyLogoPath, reportLogo } from './report-logo';
import { SHIPPED_LOGO_PNG } from './shipped-logo';

const blobs = localFolderBlobStore(config.localBlobDir!);

const checklist = {
  id: 'c1',
  companyId: 'alfa',
  userId: 'u1',
  userName: 'João',
  templateId: 't1',
  templateName: 'Inspeção',
  status: 'approved',
  dueDate: null,
  assignedAt: null,
  questions: [],
} as unknown as Checklist;

/** The width × height of every image XObject the PDF draws. */
function imageSizes(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/Subtype \/Image[\s\S]*?>>/g)].map((m) => {
    const dict = m[0];
    return `${/\/Width (\d+)/.exec(dict)?.[1]}x${/\/Height (\d+)/.exec(dict)?.[1]}`;
  });
}

const render = async (companyId: string) =>
  renderChecklistReport({
    companyName: 'Transportes Alfa',
    timeZone: 'America/Sao_Paulo',
    checklist,
    history: [],
    approvedAt: null,
    generatedAt: new Date(),
    logo: await reportLogo(companyId, blobs),
    images: new Map(),
  });

describe('the report logo', () => {
  it('when the functions are built, then the logo they carry is the web app’s favicon', () => {
    expect(SHIPPED_LOGO_PNG.equals(readFileSync(path.join(__dirname, '../../../web/public/favicon.png')))).toBe(true);
  });

  it('when a company has no logo of its own, then its report draws the shipped logo (an image XObject, 128 px)', async () => {
    expect(imageSizes(await render(newCompanyId()))).toContain('128x128');
  });

  it('when a company logo is stored, then it takes precedence over the shipped one', async () => {
    const company = newCompanyId();
    await blobs.put(
      companyLogoPath(company),
      await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const sizes = imageSizes(await render(company));
    expect(sizes).toContain('128x64');
    expect(sizes).not.toContain('128x128');
  });
});
