import type { Feature } from '../feature';

/** No routes: users and companies make and remove accounts; every request's session is checked against `sessions/{uid}`. */
export const accountsFeature: Feature = { folder: 'accounts' };
