import { IdParamsSchema, NoQuerySchema } from '../api';
import { route } from '../contract';
import type { CompanyUser } from '../users/user.schema';
import { DriverLicenseBodySchema, type MyDriverData } from './driver.schema';

/** A field user's driver data: set by the company's admins, read by the driver. */
export const driversApi = {
  /** Saves (or, with `driverLicense: null`, clears) the user's CNH; answers the user. */
  update: route('put', '/users/:id/driver', {
    params: IdParamsSchema,
    body: DriverLicenseBodySchema,
  }).returns<CompanyUser>(),
  /** The signed-in field user's own licence; never another's. */
  mine: route('get', '/me/driver', { query: NoQuerySchema }).returns<MyDriverData>(),
};
