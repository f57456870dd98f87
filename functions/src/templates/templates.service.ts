import { pageOfAll, type Page, type PageQuery } from '../domain/api';
import { MAX_TEMPLATE_QUESTIONS_BYTES, storedSize } from '../domain/checklists/document-size';
import { AppError, notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import {
  finalizeQuestions,
  templateSearchFields,
  type Template,
  type ValidTemplateInput,
} from '../domain/templates/template.schema';
import { matchesSearch } from '../domain/text';
import type { CompanySession } from '../domain/roles';
import { templatesRepository as repo, type TemplateFields } from './templates.repository';

function fieldsFrom(input: ValidTemplateInput, now: number): TemplateFields {
  return {
    name: input.name,
    description: input.description,
    isActive: input.isActive,
    kind: input.kind,
    onDemand: input.onDemand,
    custodyRole: input.custodyRole,
    requirePosition: input.requirePosition,
    signatureOnSubmit: input.signatureOnSubmit,
    questions: finalizeQuestions(input.questions, now),
  };
}

export async function listTemplates(session: CompanySession, query: PageQuery): Promise<Page<Template>> {
  const { page, pageSize, search } = query;
  if (search) {
    // Firestore has no substring search; a company's templates are few, so filter them here.
    const all = await repo.listAll(session.companyId);
    return pageOfAll(
      all.filter((t) => matchesSearch(search, templateSearchFields(t))),
      query,
    );
  }
  const [{ items, nextCursor }, total] = await Promise.all([
    repo.listPage(session.companyId, query),
    repo.count(session.companyId),
  ]);
  return { items, total, page, pageSize, nextCursor };
}

export async function getTemplate(session: CompanySession, id: string): Promise<Template> {
  const template = await repo.get(session.companyId, id);
  if (!template) throw notFound(MESSAGES.templates.notFound);
  return template;
}

/** A template's questions are bounded in bytes, so a checklist made from it keeps room for its answers and reviews. */
function sized<F extends { questions?: unknown }>(fields: F): F {
  if (storedSize(fields.questions ?? []) > MAX_TEMPLATE_QUESTIONS_BYTES)
    throw new AppError('invalid_input', MESSAGES.templates.tooLarge);
  return fields;
}

export function createTemplate(session: CompanySession, input: ValidTemplateInput): Promise<Template> {
  return repo.create(session.companyId, sized(fieldsFrom(input, Date.now())), session.email);
}

export async function updateTemplate(
  session: CompanySession,
  id: string,
  input: ValidTemplateInput,
): Promise<Template> {
  const template = await repo.update(session.companyId, id, sized(fieldsFrom(input, Date.now())), session.email);
  if (!template) throw notFound(MESSAGES.templates.notFound);
  return template;
}

export async function deleteTemplate(session: CompanySession, id: string): Promise<{ id: string }> {
  if (!(await repo.remove(session.companyId, id))) throw notFound(MESSAGES.templates.notFound);
  return { id };
}

/** The template, or null when the company has none of that id. */
export const findTemplate = (companyId: string, id: string): Promise<Template | null> => repo.get(companyId, id);

/** The templates a field user may start at a vehicle ('Sob demanda'). */
export const onDemandTemplates = (companyId: string): Promise<Template[]> => repo.listOnDemand(companyId);
