import { IdParamsSchema, PageQuerySchema, type Page } from '../api';
import { route } from '../contract';
import { TemplateCreateInputSchema, TemplateUpdateInputSchema, type Template } from './template.schema';

/** A company's checklist templates, for its admins. */
export const templatesApi = {
  list: route('get', '/templates', { query: PageQuerySchema }).returns<Page<Template>>(),
  get: route('get', '/templates/:id', { params: IdParamsSchema }).returns<Template>(),
  create: route('post', '/templates', { body: TemplateCreateInputSchema }).returns<Template>(),
  update: route('put', '/templates/:id', {
    params: IdParamsSchema,
    body: TemplateUpdateInputSchema,
  }).returns<Template>(),
  remove: route('delete', '/templates/:id', { params: IdParamsSchema }).returns<{ id: string }>(),
};
