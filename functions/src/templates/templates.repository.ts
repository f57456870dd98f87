import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  CUSTODY_ROLES,
  DEFECT_SEVERITIES,
  QUESTION_TYPES,
  TEMPLATE_KINDS,
  type CustodyRole,
  type DefectSeverity,
  type Question,
  type QuestionType,
  type Template,
  type TemplateKind,
} from '../domain/templates/template.schema';
import { db } from '../platform/firebase';
import type { PageRequest } from '../domain/cursor';
import { toIso } from '../platform/firestore-values';
import { readPage } from '../platform/list-pages';

export interface TemplateFields {
  name: string;
  description: string;
  isActive: boolean;
  kind: TemplateKind;
  onDemand: boolean;
  custodyRole: CustodyRole | null;
  requirePosition: boolean;
  signatureOnSubmit: boolean;
  questions: Question[];
}

const collection = (companyId: string) => db().collection('companies').doc(companyId).collection('templates');

/** A stored template question (also the base of a checklist's copy), with defaults for a field it lacks. */
export function readQuestion(raw: Record<string, unknown>, index: number): Question {
  const type = QUESTION_TYPES.includes(raw.type as QuestionType) ? (raw.type as QuestionType) : 'text';
  const question: Question = {
    id: String(raw.id ?? `question_${index + 1}`),
    type,
    // The spec's shape keeps the text under `text` (spec section 3).
    question: String(raw.question ?? raw.text ?? ''),
    required: raw.required !== false,
    order: typeof raw.order === 'number' ? raw.order : index + 1,
  };
  if (Array.isArray(raw.options)) question.options = raw.options.map(String);
  if (typeof raw.unit === 'string') question.unit = raw.unit;
  if (typeof raw.min === 'number' || raw.min === null) question.min = raw.min as number | null;
  if (typeof raw.max === 'number' || raw.max === null) question.max = raw.max as number | null;
  if (type === 'boolean') {
    // Older yes/no questions had no evidence rule.
    question.requirePhotoOnNo = raw.requirePhotoOnNo === true;
    question.requireCommentOnNo = raw.requireCommentOnNo === true;
    // Only an inspection's items carry these (their presence is what makes a failure open a defect).
    if (typeof raw.failingAnswer === 'boolean') question.failingAnswer = raw.failingAnswer;
    if (DEFECT_SEVERITIES.includes(raw.severity as DefectSeverity)) question.severity = raw.severity as DefectSeverity;
  }
  return question;
}

function toTemplate(companyId: string, id: string, d: DocumentData): Template {
  const name = String(d.name ?? d.title ?? '');
  const questions = Array.isArray(d.questions) ? d.questions : [];
  return {
    id,
    companyId,
    title: String(d.title ?? name),
    name,
    description: String(d.description ?? ''),
    isActive: d.isActive !== false,
    // A template without a kind is a general checklist.
    kind: TEMPLATE_KINDS.includes(d.kind) ? (d.kind as TemplateKind) : 'general',
    onDemand: d.onDemand === true,
    custodyRole: CUSTODY_ROLES.includes(d.custodyRole) ? (d.custodyRole as CustodyRole) : null,
    requirePosition: d.requirePosition === true,
    signatureOnSubmit: d.signatureOnSubmit === true,
    questions: questions
      .map((q: Record<string, unknown>, i: number) => readQuestion(q, i))
      .sort((a: Question, b: Question) => a.order - b.order),
    createdAt: toIso(d.createdAt) ?? new Date(0).toISOString(),
    createdBy: String(d.createdBy ?? ''),
    updatedAt: toIso(d.updatedAt),
    updatedBy: d.updatedBy ? String(d.updatedBy) : null,
  };
}

export const templatesRepository = {
  async count(companyId: string): Promise<number> {
    const snap = await collection(companyId).count().get();
    return snap.data().count;
  },

  /** Newest first. */
  async listPage(companyId: string, request: PageRequest) {
    const { docs, nextCursor } = await readPage(
      collection(companyId),
      { field: 'createdAt', direction: 'desc' },
      request,
    );
    return { items: docs.map((doc) => toTemplate(companyId, doc.id, doc.data())), nextCursor };
  },

  async listAll(companyId: string): Promise<Template[]> {
    const snap = await collection(companyId).orderBy('createdAt', 'desc').get();
    return snap.docs.map((doc) => toTemplate(companyId, doc.id, doc.data()));
  },

  /** The active vehicle inspections marked 'Sob demanda', by title: what a vehicle's QR code may start. */
  async listOnDemand(companyId: string): Promise<Template[]> {
    const snap = await collection(companyId).where('onDemand', '==', true).get();
    return snap.docs
      .map((doc) => toTemplate(companyId, doc.id, doc.data()))
      .filter((t) => t.isActive && t.kind === 'vehicle_inspection')
      .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
  },

  async get(companyId: string, id: string): Promise<Template | null> {
    const snap = await collection(companyId).doc(id).get();
    return snap.exists ? toTemplate(companyId, id, snap.data()!) : null;
  },

  async create(companyId: string, fields: TemplateFields, by: string): Promise<Template> {
    const ref = collection(companyId).doc();
    const data = {
      ...fields,
      title: fields.name,
      companyId,
      createdAt: Timestamp.now(),
      createdBy: by,
      updatedAt: null,
      updatedBy: null,
    };
    await ref.create(data);
    return toTemplate(companyId, ref.id, data);
  },

  /** Null when the template does not exist (it is never created by an update). */
  async update(companyId: string, id: string, fields: TemplateFields, by: string): Promise<Template | null> {
    const ref = collection(companyId).doc(id);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const changes = { ...fields, title: fields.name, updatedAt: Timestamp.now(), updatedBy: by };
      tx.update(ref, changes);
      return toTemplate(companyId, id, { ...snap.data(), ...changes });
    });
  },

  /** False when there was nothing to delete. */
  async remove(companyId: string, id: string): Promise<boolean> {
    const ref = collection(companyId).doc(id);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      tx.delete(ref);
      return true;
    });
  },
};
