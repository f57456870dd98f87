import {
  type CustodyRole,
  type DefectSeverity,
  type QuestionInput,
  type QuestionType,
  type Template,
  type TemplateInput,
  type TemplateKind,
} from '@domain/templates/template.schema';

/** A Sim/Não answer as a select holds it. */
export type YesNo = 'no' | 'yes';

/**
 * One question as the editor holds it. Field names mirror QuestionInput so that validation
 * paths (ours and the server's, e.g. `questions.0.options`) name the form fields directly;
 * `options`, `min` and `max` keep the raw text of their inputs.
 */
export interface QuestionDraft {
  id: string;
  type: QuestionType;
  question: string;
  required: boolean;
  /** One option per line. */
  options: string;
  unit: string;
  min: string;
  max: string;
  /** Sim/Não only: the answer 'Não' needs a photo. */
  requirePhotoOnNo: boolean;
  /** Sim/Não only: the answer 'Não' needs a comment. */
  requireCommentOnNo: boolean;
  /** Sim/Não of a vehicle inspection only: the answer that is a failure. */
  failingAnswer: YesNo;
  /** Sim/Não of a vehicle inspection only: how severe a failure is. */
  severity: DefectSeverity;
}

export interface TemplateFormValues {
  name: string;
  description: string;
  isActive: boolean;
  kind: TemplateKind;
  /** A vehicle inspection only: 'Rotina', 'Saída' or 'Retorno'. */
  custodyRole: InspectionRole;
  /** A vehicle inspection only: 'Sob demanda', started by the driver from the vehicle's QR code. */
  onDemand: boolean;
  /** A check-out or check-in only: 'Exigir localização', the start refused without the phone's position. */
  requirePosition: boolean;
  /** 'Pedir assinatura no envio': the field user signs on the phone to send. */
  signatureOnSubmit: boolean;
  questions: QuestionDraft[];
}

/** 'Tipo de inspeção' as its select holds it: a routine inspection, or one that moves the vehicle's custody. */
export type InspectionRole = 'routine' | CustodyRole;

export const INSPECTION_ROLE_LABELS: Record<InspectionRole, string> = {
  routine: 'Rotina',
  check_out: 'Saída',
  check_in: 'Retorno',
};

/** 'Sim' / 'Não': how the editor names a yes/no answer. */
export function yesNoLabel(answer: YesNo): string {
  return answer === 'yes' ? 'Sim' : 'Não';
}

/** A new question: free text and required (spec section 5). */
export function emptyQuestion(id: string): QuestionDraft {
  return {
    id,
    type: 'text',
    question: '',
    required: true,
    options: '',
    unit: '',
    min: '',
    max: '',
    requirePhotoOnNo: false,
    requireCommentOnNo: false,
    failingAnswer: 'no',
    severity: 'non_critical',
  };
}

/** One option per line; surrounding spaces and blank lines dropped. */
export function parseOptions(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** An optional numeric bound: empty or not a number becomes null. */
export function parseOptionalNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export function templateToFormValues(template?: Template): TemplateFormValues {
  if (!template)
    return {
      name: '',
      description: '',
      isActive: true,
      kind: 'general',
      custodyRole: 'routine',
      onDemand: false,
      requirePosition: false,
      signatureOnSubmit: false,
      questions: [],
    };
  const questions = [...template.questions].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return {
    name: template.name,
    description: template.description,
    isActive: template.isActive !== false,
    kind: template.kind ?? 'general',
    custodyRole: template.custodyRole ?? 'routine',
    onDemand: template.onDemand === true,
    requirePosition: template.requirePosition === true,
    signatureOnSubmit: template.signatureOnSubmit === true,
    questions: questions.map((q) => ({
      id: q.id,
      type: q.type,
      question: q.question,
      required: q.required !== false,
      options: (q.options ?? []).join('\n'),
      unit: q.unit ?? '',
      min: q.min == null ? '' : String(q.min),
      max: q.max == null ? '' : String(q.max),
      requirePhotoOnNo: q.requirePhotoOnNo === true,
      requireCommentOnNo: q.requireCommentOnNo === true,
      failingAnswer: q.failingAnswer === true ? 'yes' : 'no',
      severity: q.severity ?? 'non_critical',
    })),
  };
}

/**
 * The body for the API: only the fields of each question's type, options only when there are
 * some, the unit only when not blank, bounds as numbers or null (spec section 5), the evidence
 * asked for on the failing answer only for a Sim/Não question, and which answer fails and how
 * severely only in a vehicle inspection (as its 'Tipo de inspeção' and 'Sob demanda').
 */
export function formValuesToInput(values: TemplateFormValues): TemplateInput {
  const inspection = values.kind === 'vehicle_inspection';
  return {
    name: values.name,
    description: values.description,
    isActive: values.isActive,
    kind: values.kind,
    // Forced off for a general checklist (the API does the same).
    custodyRole: inspection && values.custodyRole !== 'routine' ? values.custodyRole : null,
    onDemand: inspection && values.onDemand,
    requirePosition: inspection && values.custodyRole !== 'routine' && values.requirePosition,
    signatureOnSubmit: values.signatureOnSubmit,
    questions: values.questions.map((draft): QuestionInput => {
      const base = { id: draft.id, type: draft.type, question: draft.question, required: draft.required };
      switch (draft.type) {
        case 'single_choice': {
          const options = parseOptions(draft.options);
          return options.length > 0 ? { ...base, options } : base;
        }
        case 'measurement': {
          const unit = draft.unit.trim();
          return unit ? { ...base, unit } : base;
        }
        case 'number':
          return { ...base, min: parseOptionalNumber(draft.min), max: parseOptionalNumber(draft.max) };
        case 'boolean': {
          if (!inspection)
            return { ...base, requirePhotoOnNo: draft.requirePhotoOnNo, requireCommentOnNo: draft.requireCommentOnNo };
          // A failed inspection item always needs a comment (missingEvidence), so the template says so.
          return {
            ...base,
            requirePhotoOnNo: draft.requirePhotoOnNo,
            requireCommentOnNo: true,
            failingAnswer: draft.failingAnswer === 'yes',
            severity: draft.severity,
          };
        }
        default:
          return base;
      }
    }),
  };
}
