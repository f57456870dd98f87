import type { Feature } from '../feature';
import { usersRouter } from './users.routes';

export const usersFeature: Feature = {
  folder: 'users',
  routers: { light: [usersRouter] },
  companyData: { collections: [{ name: 'users', accounts: true, personalData: { exportedAs: 'user' } }] },
};
