import sharp from 'sharp';
import { UploadFieldsSchema } from '../domain/images/image.schema';
import type { CompanySession } from '../domain/roles';
import type { SubmitSignatureInput } from '../domain/checklists/signature';
import { SUBMIT_SIGNATURE_ID } from '../domain/templates/template.schema';
import { uploadImage } from '../images';

let photo: Promise<Buffer> | undefined;

/** A plain photo for the demo's failures (the upload re-encodes it as it does the phone's). */
function demoJpeg(): Promise<Buffer> {
  photo ??= sharp({ create: { width: 640, height: 480, channels: 3, background: '#6b5b4e' } })
    .jpeg()
    .toBuffer();
  return photo;
}

/**
 * The photos a demo failure needs before its answer is saved: one, uploaded by the driver as the
 * phone does, when the question asks a photo of its failing answer; none otherwise.
 */
export async function demoFailurePhotos(
  session: CompanySession,
  checklistId: string,
  question: { id: string; requirePhotoOnNo?: boolean },
  at: Date,
): Promise<string[]> {
  if (!question.requirePhotoOnNo) return [];
  const fields = UploadFieldsSchema.parse({ checklistId, questionId: question.id });
  const { url } = await uploadImage(session, fields, { bytes: await demoJpeg() }, at);
  return [url];
}

let drawing: Promise<Buffer> | undefined;

/** A signature-like stroke on white, as signature_pad draws one on the phone. */
function demoDrawing(): Promise<Buffer> {
  const stroke = 'M20 90 C 60 20, 90 20, 110 80 S 160 130, 190 60 S 250 20, 270 90 M 200 110 L 380 100';
  drawing ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="150"><rect width="400" height="150" fill="#fff"/><path d="${stroke}" stroke="#111827" stroke-width="4" fill="none" stroke-linecap="round"/></svg>`,
    ),
  )
    .png()
    .toBuffer();
  return drawing;
}

/** The device the demo's drivers sign on. */
const DEMO_DEVICE = 'Android 14 · Chrome 131';

/**
 * What a demo submit adds for the field user's signature: when the checklist asks for one, a
 * drawing uploaded as the phone does and the signature naming it; nothing otherwise.
 */
export async function demoSubmitSignature(
  session: CompanySession,
  checklist: { id: string; signatureOnSubmit?: true },
  at: Date,
): Promise<{ signature?: SubmitSignatureInput }> {
  if (!checklist.signatureOnSubmit) return {};
  const fields = UploadFieldsSchema.parse({ checklistId: checklist.id, questionId: SUBMIT_SIGNATURE_ID });
  const { url } = await uploadImage(session, fields, { bytes: await demoDrawing() }, at);
  return { signature: { image: url, device: DEMO_DEVICE, location: null } };
}
