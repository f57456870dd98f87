import { Router, type Request, type Response } from 'express';
import { AppError, notFound } from '../domain/errors';
import { verificationMessages as m } from '../domain/verification/messages';
import { PdfCheckBodySchema, VerificationCodeSchema } from '../domain/verification/verification';
import { enforceAddressLimit } from '../http/rate-limit';
import { messagePage, PAGE_CSS, PAGE_HEADERS, PAGE_SCRIPT, verificationPage } from './verification-page';
import { pdfMatches, verificationOf } from './verification.service';

/**
 * `/verificar/<código>`: the public check of an approved report, at the site's root (Hosting
 * rewrites it to the API function), with no session. Each visitor's address counts against the
 * 'verify' limit, so codes cannot be tried by the thousand (and 100 random bits leave nothing to find).
 */
export const verificationRouter = Router();

const countVisit = (req: Request) => enforceAddressLimit(req, 'verify');

const invalid = (message: string) => new AppError('invalid_input', message);

// Its assets: cached a little, as they change only with a deploy.
verificationRouter.get('/verificar/pagina.css', (_req, res) => {
  res.set({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=300' }).send(PAGE_CSS);
});
verificationRouter.get('/verificar/pagina.js', (_req, res) => {
  res
    .set({ 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300' })
    .send(PAGE_SCRIPT);
});

/** The page of a code; what went wrong is a page too (a person opened it), with the status it deserves. */
verificationRouter.get('/verificar/:code', async (req: Request, res: Response) => {
  const send = (status: number, html: string) => res.status(status).set(PAGE_HEADERS).send(html);
  try {
    await countVisit(req);
    const code = VerificationCodeSchema.safeParse(req.params.code);
    if (!code.success) return send(400, messagePage(m.invalidCode, m.notFoundHint));
    const view = await verificationOf(code.data);
    if (!view) return send(404, messagePage(m.notFound, m.notFoundHint));
    return send(200, verificationPage(view));
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    if (error.retryAfterSeconds !== undefined) res.set('Retry-After', String(error.retryAfterSeconds));
    return send(429, messagePage(m.tooMany, error.message));
  }
});

/** `POST /verificar/:code/pdf` `{ sha256 }`: whether a PDF with those bytes is a copy of the code's report. */
verificationRouter.post('/verificar/:code/pdf', async (req: Request, res: Response) => {
  await countVisit(req);
  const code = VerificationCodeSchema.safeParse(req.params.code);
  if (!code.success) throw invalid(m.invalidCode);
  const body = PdfCheckBodySchema.safeParse(req.body ?? {});
  if (!body.success) throw new AppError('invalid_input', m.invalidDigest);
  const matches = await pdfMatches(code.data, body.data.sha256);
  if (matches === null) throw notFound(m.notFound);
  res.json({ success: true, data: { matches } });
});
