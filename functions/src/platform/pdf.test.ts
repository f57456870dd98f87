import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors';
import { renderPdf } from './pdf';

describe('renderPdf', () => {
  it('when the document renders, then its bytes are a PDF', async () => {
    const bytes = await renderPdf({ content: ['RELATÓRIO DE CHECKLIST'] });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('when pdfmake cannot render it, then the failure is a 500 "Falha na geração do PDF", not an unknown error', async () => {
    const failure = await renderPdf({ content: [{ image: 'data:image/png;base64,AAAA' }] }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 500, code: 'internal', message: 'Falha na geração do PDF' });
  });
});
