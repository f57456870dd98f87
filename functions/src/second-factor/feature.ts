import type { Feature } from '../feature';
import { secondFactorRouter } from './second-factor.routes';
import { SECOND_FACTORS_COLLECTION } from './second-factor.repository';

/** Top level, one record per account; an admin's names its company, whose deletion removes it. */
export const secondFactorFeature: Feature = {
  folder: 'second-factor',
  routers: { light: [secondFactorRouter] },
  companyData: { topLevel: [SECOND_FACTORS_COLLECTION] },
};
