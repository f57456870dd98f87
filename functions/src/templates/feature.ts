import type { Feature } from '../feature';
import { templatesRouter } from './templates.routes';

export const templatesFeature: Feature = {
  folder: 'templates',
  routers: { light: [templatesRouter] },
  companyData: { collections: [{ name: 'templates', personalData: { none: "the company's questions" } }] },
};
