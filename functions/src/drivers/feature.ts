import type { Feature } from '../feature';
import { driversRouter } from './drivers.routes';

/** Stored on the user's document (users/): no collection of its own. */
export const driversFeature: Feature = { folder: 'drivers', routers: { light: [driversRouter] } };
