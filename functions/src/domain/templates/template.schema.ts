import { keysOf } from '../labels';
import { z } from 'zod';
import { templateMessages } from './messages';

const m = templateMessages;

export const QUESTION_TYPE_LABELS = {
  text: 'Texto Livre',
  number: 'Número',
  single_choice: 'Escolha Única',
  photo: 'Foto',
  datetime: 'Data/Hora',
  measurement: 'Medição',
  boolean: 'Sim/Não',
  odometer: 'Hodômetro',
  signature: 'Assinatura',
} as const;
export const QUESTION_TYPES = keysOf(QUESTION_TYPE_LABELS);
export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * A template is a general checklist, or a vehicle inspection: assigned per vehicle, with an
 * odometer question and yes/no questions whose failing answer opens a defect on the vehicle.
 */
export const TEMPLATE_KIND_LABELS = {
  general: 'Checklist geral',
  vehicle_inspection: 'Inspeção de veículo',
} as const;
export const TEMPLATE_KINDS = keysOf(TEMPLATE_KIND_LABELS);
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/**
 * A vehicle inspection done when a driver takes the vehicle ('Saída': it becomes theirs from the
 * submit) or hands it back ('Retorno': their custody ends). Absent or null: a routine inspection.
 */
export const CUSTODY_ROLE_LABELS = {
  check_out: 'Saída',
  check_in: 'Retorno',
} as const;
export const CUSTODY_ROLES = keysOf(CUSTODY_ROLE_LABELS);
export type CustodyRole = (typeof CUSTODY_ROLES)[number];

/** How bad a failed inspection item is: a critical one takes the vehicle off the road until repaired. */
export const DEFECT_SEVERITY_LABELS = {
  critical: 'Crítico',
  non_critical: 'Não crítico',
} as const;
export const DEFECT_SEVERITIES = keysOf(DEFECT_SEVERITY_LABELS);
export type DefectSeverity = (typeof DEFECT_SEVERITIES)[number];

const MAX_QUESTIONS = 200;
export const QUESTION_ID_PATTERN = /^question_[A-Za-z0-9_-]{1,60}$/;
/**
 * The question id a submit signature's drawing is uploaded under (`POST /api/upload`, see
 * checklists/signature.ts): kept from every template's questions, so the upload is told apart.
 */
export const SUBMIT_SIGNATURE_ID = 'question_submit-signature';

const QuestionInputObject = z.strictObject({
  id: z
    .string()
    .regex(QUESTION_ID_PATTERN)
    .refine((id) => id !== SUBMIT_SIGNATURE_ID)
    .optional(),
  type: z.enum(QUESTION_TYPES, { error: m.questionTypeRequired }),
  question: z.string({ error: m.questionTextRequired }).trim().min(1, m.questionTextRequired).max(500),
  required: z.boolean().default(true),
  order: z.number().int().min(1).optional(),
  options: z.array(z.string().trim().max(200)).max(50).optional(),
  unit: z.string().trim().max(30).optional(),
  min: z.number().finite().nullable().optional(),
  max: z.number().finite().nullable().optional(),
  requirePhotoOnNo: z.boolean().optional(),
  requireCommentOnNo: z.boolean().optional(),
  /** Vehicle inspections only: the yes/no answer that is a failure (false: 'Não', the default). */
  failingAnswer: z.boolean().optional(),
  severity: z.enum(DEFECT_SEVERITIES, { error: m.severityInvalid }).optional(),
});

/**
 * One question as the editor sends it. Fields that do not belong to the question's type are
 * dropped, blank options removed, and empty min/max become null (spec section 5). A yes/no
 * question always carries its two evidence flags (false unless asked for).
 */
export const QuestionInputSchema = QuestionInputObject.superRefine((q, ctx) => {
  const options = (q.options ?? []).filter((o) => o.length > 0);
  if (q.type === 'single_choice' && options.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: m.optionsRequired });
  }
  if (q.type === 'measurement' && !q.unit) {
    ctx.addIssue({ code: 'custom', path: ['unit'], message: m.unitRequired });
  }
  if (q.type === 'number' && q.min != null && q.max != null && q.min > q.max) {
    ctx.addIssue({ code: 'custom', path: ['min'], message: m.minAboveMax });
  }
}).transform((q) => {
  const base = { id: q.id, type: q.type, question: q.question, required: q.required };
  switch (q.type) {
    case 'single_choice':
      return { ...base, options: (q.options ?? []).filter((o) => o.length > 0) };
    case 'measurement':
      return { ...base, unit: q.unit };
    case 'number':
      return { ...base, min: q.min ?? null, max: q.max ?? null };
    case 'boolean':
      return {
        ...base,
        // Left out: inspectionQuestions decides, knowing the template's kind and the item's severity.
        ...(q.requirePhotoOnNo !== undefined && { requirePhotoOnNo: q.requirePhotoOnNo }),
        requireCommentOnNo: q.requireCommentOnNo ?? false,
        // Kept only in a vehicle inspection (inspectionQuestions decides, knowing the template's kind).
        ...(q.failingAnswer !== undefined && { failingAnswer: q.failingAnswer }),
        ...(q.severity !== undefined && { severity: q.severity }),
      };
    default:
      return base;
  }
});
export type QuestionInput = z.input<typeof QuestionInputSchema>;

/**
 * Whether a failing answer asks for a photo when the template does not say: a critical inspection
 * item's does (the defect takes the vehicle off the road, and the reviewer needs to see it); the
 * template editor may turn it off per question.
 */
export function photoOnFailureByDefault(kind: TemplateKind, severity: DefectSeverity | undefined): boolean {
  return kind === 'vehicle_inspection' && severity === 'critical';
}

/**
 * The questions as a template of `kind` keeps them: a vehicle inspection's yes/no questions keep
 * which answer fails and how severe that is ('Não' and 'Não crítico' unless chosen); a general
 * checklist's drop both (no vehicle, no defect). A yes/no question always carries whether its
 * failing answer needs a photo (photoOnFailureByDefault unless chosen). The odometer belongs to
 * inspections, once.
 */
function inspectionQuestions<
  Q extends { type: QuestionType; failingAnswer?: boolean; severity?: DefectSeverity; requirePhotoOnNo?: boolean },
>(kind: TemplateKind, questions: Q[], ctx: z.RefinementCtx): Q[] {
  const odometers = questions.flatMap((q, i) => (q.type === 'odometer' ? [i] : []));
  if (kind === 'general' && odometers.length > 0)
    ctx.addIssue({ code: 'custom', path: ['questions', odometers[0]!, 'type'], message: m.odometerOnlyInInspection });
  if (odometers.length > 1)
    ctx.addIssue({ code: 'custom', path: ['questions', odometers[1]!, 'type'], message: m.oneOdometer });
  return questions.map((q) => {
    if (q.type !== 'boolean') return q;
    const { failingAnswer, severity, ...general } = q;
    const requirePhotoOnNo = q.requirePhotoOnNo ?? photoOnFailureByDefault(kind, severity);
    if (kind === 'general') return { ...general, requirePhotoOnNo } as Q;
    return {
      ...general,
      requirePhotoOnNo,
      failingAnswer: failingAnswer ?? false,
      severity: severity ?? 'non_critical',
    } as Q;
  });
}

function templateInput(questionsRequiredMessage: string) {
  return z
    .strictObject({
      name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(120),
      description: z.string({ error: m.descriptionRequired }).trim().min(1, m.descriptionRequired).max(1000),
      isActive: z.boolean().default(true),
      kind: z.enum(TEMPLATE_KINDS, { error: m.kindInvalid }).default('general'),
      /** 'Sob demanda': a field user may start one from the vehicle's QR code (inspections only). */
      onDemand: z.boolean({ error: m.onDemandInvalid }).default(false),
      custodyRole: z.enum(CUSTODY_ROLES, { error: m.custodyRoleInvalid }).nullable().default(null),
      /** 'Exigir localização': a check-out or check-in starts only with the phone's position. */
      requirePosition: z.boolean({ error: m.requirePositionInvalid }).default(false),
      /** The field user signs on the phone to send a checklist of this template. */
      signatureOnSubmit: z.boolean({ error: m.signatureOnSubmitInvalid }).default(false),
      questions: z
        .array(QuestionInputSchema, { error: questionsRequiredMessage })
        .min(1, questionsRequiredMessage)
        .max(MAX_QUESTIONS, m.tooManyQuestions),
    })
    .transform((t, ctx) => ({
      ...t,
      // A general checklist has no vehicle: nothing to start from a QR code, nothing to hold.
      onDemand: t.kind === 'vehicle_inspection' && t.onDemand,
      custodyRole: t.kind === 'vehicle_inspection' ? t.custodyRole : null,
      // Only a check-out or a check-in says where the vehicle changed hands.
      requirePosition: t.kind === 'vehicle_inspection' && t.custodyRole !== null && t.requirePosition,
      questions: inspectionQuestions(t.kind, t.questions, ctx),
    }));
}

export const TemplateCreateInputSchema = templateInput(m.questionsRequiredOnCreate);
export const TemplateUpdateInputSchema = templateInput(m.questionsRequiredOnEdit);
export type TemplateInput = z.input<typeof TemplateCreateInputSchema>;
export type ValidTemplateInput = z.output<typeof TemplateCreateInputSchema>;

export interface Question {
  id: string;
  type: QuestionType;
  question: string;
  required: boolean;
  /** 1-based position in the template. */
  order: number;
  options?: string[];
  unit?: string;
  min?: number | null;
  max?: number | null;
  /** Yes/no questions only: an answer 'Não' needs a photo to justify it before the checklist is sent. */
  requirePhotoOnNo?: boolean;
  /** Yes/no questions only: an answer 'Não' needs a comment to justify it before the checklist is sent. */
  requireCommentOnNo?: boolean;
  /**
   * Yes/no questions of a vehicle inspection only: the answer that is a failure (false is 'Não').
   * Its presence is what marks a question whose failure opens a defect (see inspection.ts).
   */
  failingAnswer?: boolean;
  /** With failingAnswer: how severe a failure is. */
  severity?: DefectSeverity;
}

export interface Template {
  id: string;
  companyId: string;
  /** The spec's display title; always equal to `name` for templates made here. */
  title: string;
  name: string;
  description: string;
  isActive: boolean;
  /** Absent on templates from before inspections: a general checklist. */
  kind?: TemplateKind;
  /** A vehicle inspection a field user may start from the vehicle's QR code ('Sob demanda'). */
  onDemand?: boolean;
  /** A vehicle inspection's part in who holds the vehicle; null or absent: a routine inspection. */
  custodyRole?: CustodyRole | null;
  /** 'Exigir localização' (a check-out or check-in only): its checklists start only with a position; absent: not required. */
  requirePosition?: boolean;
  /** The field user signs to send its checklists; absent: no signature asked. */
  signatureOnSubmit?: boolean;
  questions: Question[];
  createdAt: string;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** What a search of templates looks in (spec section 5): title and description. */
export function templateSearchFields(template: Pick<Template, 'title' | 'description'>): string[] {
  return [template.title, template.description];
}

/** A fresh question id in the spec's form: `question_` plus a timestamp (and a suffix). */
function newQuestionId(now: number, suffix = 0): string {
  return suffix === 0 ? `question_${now}` : `question_${now}_${suffix}`;
}

/** `question_<now>`, with a suffix when that id is already taken. */
export function uniqueQuestionId(taken: ReadonlySet<string>, now: number): string {
  let suffix = 0;
  let id = newQuestionId(now);
  while (taken.has(id)) id = newQuestionId(now, ++suffix);
  return id;
}

/**
 * Numbers the questions 1..n in list order and gives every question a unique id, keeping the
 * ids it already has (answers of assigned checklists refer to them).
 */
export function finalizeQuestions(questions: ValidTemplateInput['questions'], now: number): Question[] {
  const taken = new Set<string>();
  return questions.map((q, index) => {
    const id = q.id && !taken.has(q.id) ? q.id : uniqueQuestionId(taken, now);
    taken.add(id);
    return { ...q, id, order: index + 1 };
  });
}
