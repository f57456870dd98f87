import { createHash, randomInt } from 'node:crypto';
import { answerHistoryOf, findChecklist } from '../checklists';
import { companyLetterhead, companySettings } from '../companies';
import type { Checklist } from '../domain/checklists/checklist.schema';
import { settledReview } from '../domain/checklists/checklist-transitions';
import { isoDayIn } from '../domain/dates';
import { formatPlate } from '../domain/fleet/plate';
import { canonicalJson, canonicalPhotoIds, canonicalReport, erasedCanonical } from '../domain/verification/canonical';
import { formatReportNumber } from '../domain/verification/report-number';
import {
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  initialled,
  verifiedFactsOf,
  verificationPath,
  type PublicVerification,
} from '../domain/verification/verification';
import { findImage } from '../images';
import { blobStore, type BlobStore } from '../platform/blob-store';
import { config } from '../platform/config';
import { log } from '../platform/logger';
import { verificationRepository as repo, type StoredVersion } from './verification.repository';

/** Photos read at once while their bytes are digested. */
const PHOTO_READS = 8;

export const sha256Hex = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++)
    code += VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)];
  return code;
}

/** When the checklist was approved, as its reviews settle it; null unless it stands approved. */
const approvalOf = (checklist: Checklist | null): string | null =>
  checklist?.status === 'approved' ? (settledReview(checklist.status, checklist.questions)?.reviewedAt ?? null) : null;

/** Whether a version is of this approval: the same approval time, and no reopening since. */
const isApproval = (version: StoredVersion, approvedAt: string, reopenings: number) =>
  version.approvedAt === approvedAt && (version.reopenings ?? 0) === reopenings;

/**
 * The checklist's report number, given on its first approval: the one caller whose create() made
 * its certificate takes the next free number of the year; everyone else reads it (null while that
 * caller is still taking it). Numbers are taken by create() of their own documents, from the
 * year's last known number up, so none is given twice and none is skipped.
 */
async function reportNumber(companyId: string, checklistId: string, approvedAt: string, timeZone: string) {
  const certificate = await repo.certificate(companyId, checklistId);
  if (certificate) return certificate.number;
  const at = new Date().toISOString();
  if (!(await repo.claim(companyId, checklistId, at)))
    return (await repo.certificate(companyId, checklistId))?.number ?? null;
  const year = isoDayIn(new Date(approvedAt), timeZone).slice(0, 4);
  let sequence = (await repo.lastOfSequence(companyId, year)) + 1;
  while (!(await repo.take(companyId, formatReportNumber(year, sequence), checklistId, at))) sequence++;
  const taken = formatReportNumber(year, sequence);
  await repo.reach(companyId, year, sequence);
  await repo.setNumber(companyId, checklistId, taken);
  log.reportNumbered(companyId, checklistId, taken);
  return taken;
}

/** SHA-256 of the bytes of each of the checklist's own photos its answers name; a photo not read is left out. */
async function photoDigests(companyId: string, checklist: Checklist, blobs: BlobStore): Promise<Map<string, string>> {
  const ids = canonicalPhotoIds(checklist);
  const digests = new Map<string, string>();
  for (let i = 0; i < ids.length; i += PHOTO_READS) {
    await Promise.all(
      ids.slice(i, i + PHOTO_READS).map(async (imageId) => {
        const image = await findImage(companyId, imageId);
        if (!image || image.checklistId !== checklist.id) return;
        const bytes = await blobs.get(image.path);
        if (bytes) digests.set(imageId, sha256Hex(bytes));
      }),
    );
  }
  return digests;
}

export interface CertifyOptions {
  /** The origin the request came through; the configured app origin wins (CHECKFROTA_APP_ORIGIN). */
  origin: string;
  blobs?: BlobStore;
  now?: Date;
}

/**
 * The current version of an approved checklist's report: numbered on its first approval, a new
 * version (code, canonical content and its digest) on each approval after a reopening. Called
 * on approval and again before a report is rendered: the second call finds it made. Null when
 * the checklist is not approved, or while another caller is numbering it.
 */
export async function certifyApproval(
  companyId: string,
  checklistId: string,
  { origin, blobs = blobStore(), now = new Date() }: CertifyOptions,
): Promise<StoredVersion | null> {
  const checklist = await findChecklist(companyId, checklistId);
  const approvedAt = approvalOf(checklist);
  if (!checklist || !approvedAt) return null;
  const letterhead = await companyLetterhead(companyId);
  const number = await reportNumber(companyId, checklistId, approvedAt, letterhead.timeZone);
  if (!number) return null;
  const certificate = await repo.certificate(companyId, checklistId);
  const latest = certificate?.latestVersion ?? 0;
  const reopenings = certificate?.reopenings ?? 0;
  const current = latest > 0 ? await repo.version(companyId, checklistId, latest) : null;
  if (current && isApproval(current, approvedAt, reopenings)) return current;

  const version = latest + 1;
  // Read only when a version is made: a report rendered again finds its version above.
  const [history, digests, { publicNames }] = await Promise.all([
    answerHistoryOf(companyId, checklist),
    photoDigests(companyId, checklist, blobs),
    companySettings(companyId),
  ]);
  const company = {
    id: companyId,
    name: letterhead.name ?? companyId,
    cnpj: letterhead.cnpj,
    address: letterhead.address,
  };
  const canonical = canonicalJson(
    canonicalReport({ company, number, version, approvedAt, checklist, history, photoDigests: digests }),
  );
  const canonicalPath = `companies/${companyId}/checklists/${checklistId}/canonical-v${version}.json`;
  await blobs.put(canonicalPath, Buffer.from(canonical, 'utf8'), 'application/json');
  const code = newCode();
  const approvers = checklist.questions.map((q) => q.reviewedBy).filter((name): name is string => Boolean(name));
  // Fixed with the version: a later change of the setting names people so from the next approval on.
  const shownName = publicNames === 'full' ? (name: string) => name.trim() || '—' : initialled;
  const stored: StoredVersion = {
    checklistId,
    version,
    code,
    number,
    approvedAt,
    reopenings,
    submittedAt: checklist.submittedAt,
    companyName: company.name,
    cnpj: company.cnpj,
    templateName: checklist.templateName,
    plate: checklist.vehicle ? formatPlate(checklist.vehicle.plate) : null,
    fieldUser: shownName(checklist.userName),
    approvedBy: [...new Set(approvers.map(shownName))],
    timeZone: letterhead.timeZone,
    digest: sha256Hex(canonical),
    canonicalPath,
    url: `${config.appOrigin ?? origin}${verificationPath(code)}`,
    pdfDigests: [],
    createdAt: now.toISOString(),
  };
  if (await repo.addVersion(companyId, stored)) return stored;
  // Another caller recorded this version first: theirs stands (same approval, same content).
  const made = await repo.version(companyId, checklistId, version);
  return made && isApproval(made, approvedAt, reopenings) ? made : null;
}

/** Counts a reopening of the checklist's review: its next approval makes a new version. */
export const countReopening = (companyId: string, checklistId: string) => repo.countReopening(companyId, checklistId);

/** The version the checklist's current approval made, if made; what its report prints. */
export async function currentVersion(companyId: string, checklist: Checklist): Promise<StoredVersion | null> {
  const approvedAt = approvalOf(checklist);
  const certificate = approvedAt ? await repo.certificate(companyId, checklist.id) : null;
  if (!certificate?.latestVersion) return null;
  const latest = await repo.version(companyId, checklist.id, certificate.latestVersion);
  return latest && isApproval(latest, approvedAt!, certificate.reopenings ?? 0) ? latest : null;
}

/** Keeps the digest of a PDF rendered of `version`, so the public check can tell a copy of it. */
export function recordReportPdf(companyId: string, version: StoredVersion, pdf: Buffer): Promise<void> {
  return repo.addPdfDigest(companyId, version.checklistId, version.version, sha256Hex(pdf));
}

/** The version a code names, with the latest's code when a later approval replaced it; null for no such code. */
async function versionOfCode(code: string) {
  const target = await repo.code(code);
  if (!target) return null;
  const [stored, certificate] = await Promise.all([
    repo.version(target.companyId, target.checklistId, target.version),
    repo.certificate(target.companyId, target.checklistId),
  ]);
  if (!stored) return null;
  const latestVersion = certificate?.latestVersion ?? stored.version;
  const latest =
    latestVersion > stored.version ? await repo.version(target.companyId, target.checklistId, latestVersion) : null;
  return { stored, latest };
}

/** What the public page shows of a code; null when no report has it. */
export async function verificationOf(code: string): Promise<PublicVerification | null> {
  const found = await versionOfCode(code);
  if (!found) return null;
  const { stored, latest } = found;
  return {
    ...verifiedFactsOf(stored),
    supersededBy: latest ? { version: latest.version, code: latest.code } : null,
  };
}

/** Whether a PDF whose bytes have this SHA-256 is one rendered of the code's version; null when no report has the code. */
export async function pdfMatches(code: string, sha256: string): Promise<boolean | null> {
  const found = await versionOfCode(code);
  return found ? found.stored.pdfDigests.includes(sha256) : null;
}

/**
 * LGPD erasure of the person who filled these checklists: each version of their reports names them
 * as `shownAs` says (the pseudonym instead of their name or initials), and its canonical content
 * loses them and every position. The digests stay: a PDF handed out before still verifies.
 */
export async function eraseFromVerifications(
  companyId: string,
  checklistIds: readonly string[],
  eraseText: (text: string) => string,
  shownAs: (name: string) => string,
  { blobs = blobStore(), now = new Date() }: { blobs?: BlobStore; now?: Date } = {},
): Promise<number> {
  let erased = 0;
  for (const checklistId of checklistIds) {
    for (const version of await repo.versionsOf(companyId, checklistId)) {
      const canonical = await blobs.get(version.canonicalPath);
      if (canonical) {
        const text = canonical.toString('utf8');
        const without = erasedCanonical(text, eraseText);
        if (without !== text) await blobs.put(version.canonicalPath, Buffer.from(without, 'utf8'), 'application/json');
      }
      await repo.eraseVersion(companyId, version, {
        fieldUser: shownAs(version.fieldUser),
        approvedBy: version.approvedBy.map(shownAs),
        erasedAt: now.toISOString(),
      });
      erased += 1;
    }
  }
  return erased;
}
