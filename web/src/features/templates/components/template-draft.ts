import {
  type QuestionInput,
  type QuestionType,
  type Template,
  type TemplateInput,
} from '@domain/templates/template.schema';

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
}

export interface TemplateFormValues {
  name: string;
  description: string;
  isActive: boolean;
  questions: QuestionDraft[];
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
  if (!template) return { name: '', description: '', isActive: true, questions: [] };
  const questions = [...template.questions].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return {
    name: template.name,
    description: template.description,
    isActive: template.isActive !== false,
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
    })),
  };
}

/**
 * The body for the API: only the fields of each question's type, options only when there are
 * some, the unit only when not blank, bounds as numbers or null (spec section 5), the evidence
 * asked for on 'Não' only for a Sim/Não question.
 */
export function formValuesToInput(values: TemplateFormValues): TemplateInput {
  return {
    name: values.name,
    description: values.description,
    isActive: values.isActive,
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
        case 'boolean':
          return { ...base, requirePhotoOnNo: draft.requirePhotoOnNo, requireCommentOnNo: draft.requireCommentOnNo };
        default:
          return base;
      }
    }),
  };
}
