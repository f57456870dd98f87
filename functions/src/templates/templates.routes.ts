import { Router } from 'express';
import { templatesApi } from '../domain/templates/contract';
import { serve } from '../http/endpoint';
import * as templates from './templates.service';

const roles = ['admin'] as const;

export const templatesRouter = Router();

serve(templatesRouter, templatesApi.list, { roles }, ({ session, query }) => templates.listTemplates(session, query));

serve(templatesRouter, templatesApi.get, { roles }, ({ session, params }) => templates.getTemplate(session, params.id));

serve(templatesRouter, templatesApi.create, { roles, status: 201 }, ({ session, body }) =>
  templates.createTemplate(session, body),
);

serve(templatesRouter, templatesApi.update, { roles }, ({ session, params, body }) =>
  templates.updateTemplate(session, params.id, body),
);

serve(templatesRouter, templatesApi.remove, { roles }, ({ session, params }) =>
  templates.deleteTemplate(session, params.id),
);
