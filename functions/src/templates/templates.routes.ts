import { Router } from 'express';
import { IdParamsSchema, PageQuerySchema } from '../domain/api';
import { TemplateCreateInputSchema, TemplateUpdateInputSchema } from '../domain/templates/template.schema';
import { companyOf } from '../domain/roles';
import { endpoint } from '../http/endpoint';
import * as templates from './templates.service';

const roles = ['admin'] as const;

export const templatesRouter = Router();

templatesRouter.get(
  '/',
  endpoint({ roles, query: PageQuerySchema }, ({ session, query }) =>
    templates.listTemplates(companyOf(session), query),
  ),
);

templatesRouter.get(
  '/:id',
  endpoint({ roles, params: IdParamsSchema }, ({ session, params }) =>
    templates.getTemplate(companyOf(session), params.id),
  ),
);

templatesRouter.post(
  '/',
  endpoint({ roles, body: TemplateCreateInputSchema, status: 201 }, ({ session, body }) =>
    templates.createTemplate(companyOf(session), body),
  ),
);

templatesRouter.put(
  '/:id',
  endpoint({ roles, params: IdParamsSchema, body: TemplateUpdateInputSchema }, ({ session, params, body }) =>
    templates.updateTemplate(companyOf(session), params.id, body),
  ),
);

templatesRouter.delete(
  '/:id',
  endpoint({ roles, params: IdParamsSchema }, ({ session, params }) =>
    templates.deleteTemplate(companyOf(session), params.id),
  ),
);
