import type { Feature } from '../feature';
import { personalDataExportRouter, personalDataRouter } from './personal-data.routes';

/** LGPD: a person's data, exported or erased, across the features that hold it (each collection's decision is in its feature's entry). */
export const personalDataFeature: Feature = {
  folder: 'personal-data',
  routers: { light: [personalDataRouter], pdf: [personalDataExportRouter] },
};
