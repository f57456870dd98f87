import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../domain/errors';
import { MESSAGES } from '../domain/messages';

export interface MultipartLimits {
  /** The one file part's field name; any other file part is refused. */
  fileField: string;
  maxFileBytes: number;
  /** Message of the 413 a larger file gets. */
  tooLargeMessage: string;
  maxFields: number;
  maxFieldBytes: number;
  /** A body that stops arriving for this long is given up (a phone that lost its signal). */
  idleMs: number;
}

/** The file's bytes only: its name and declared type are the client's word and go nowhere. */
export interface UploadedFile {
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** Room for the boundaries, part headers and the small text fields around the file. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

const invalid = (message: string) => new AppError('invalid_input', message);

/**
 * Reads a multipart form with one file, within `limits`: a declared length beyond them is a 413
 * before a byte is parsed, a file beyond them a 413 as soon as it passes the limit, and a form
 * cut short (or a body that stops arriving) a 400. In a deployed function the platform has
 * already read the body into `req.rawBody` (piping `req` would wait for ever); locally it is piped.
 */
export function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartBody> {
  const tooLarge = () => new AppError('too_large', limits.tooLargeMessage);
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > limits.maxFileBytes + FORM_OVERHEAD_BYTES)
    return Promise.reject(tooLarge());

  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: req.headers,
      limits: {
        // busboy flags a file that reaches its limit, so one of exactly maxFileBytes would be refused.
        fileSize: limits.maxFileBytes + 1,
        files: 1,
        fields: limits.maxFields,
        parts: limits.maxFields + 2,
        fieldSize: limits.maxFieldBytes,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
  } catch {
    // Not multipart/form-data at all (JSON, a bare file): there is no file part to read.
    return Promise.reject(invalid(MESSAGES.images.fileRequired));
  }

  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  return new Promise<MultipartBody>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let settled = false;
    let idle: NodeJS.Timeout | undefined;

    const stopReading = () => {
      clearTimeout(idle);
      if (rawBody) return;
      req.unpipe(bb);
      req.off('data', restartIdle);
      // What is left of the body is read and dropped, so the client gets the answer instead of a reset.
      req.resume();
    };
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      stopReading();
      reject(error);
    };
    const restartIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => fail(invalid(MESSAGES.images.incompleteBody)), limits.idleMs);
    };

    bb.on('file', (name, stream) => {
      if (name !== limits.fileField) {
        stream.resume();
        fail(invalid(`${MESSAGES.http.unknownField}: ${name}`));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge()));
      stream.on('error', () => fail(invalid(MESSAGES.images.incompleteBody)));
      stream.on('end', () => {
        if (!stream.truncated) file = { bytes: Buffer.concat(chunks) };
      });
    });
    bb.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) fail(invalid(MESSAGES.http.invalidParams));
      else fields[name] = value;
    });
    bb.on('filesLimit', () => fail(invalid(MESSAGES.images.oneFileOnly)));
    bb.on('fieldsLimit', () => fail(invalid(MESSAGES.http.invalidParams)));
    bb.on('partsLimit', () => fail(invalid(MESSAGES.http.invalidParams)));
    bb.on('error', () => fail(invalid(MESSAGES.images.incompleteBody)));
    bb.on('close', () => {
      clearTimeout(idle);
      if (settled) return;
      settled = true;
      resolve({ fields, file });
    });

    if (rawBody) {
      bb.end(rawBody);
      return;
    }
    req.on('data', restartIdle);
    req.on('close', () => {
      if (!req.complete) fail(invalid(MESSAGES.images.incompleteBody));
    });
    restartIdle();
    req.pipe(bb);
  });
}
