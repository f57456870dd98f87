/** LGPD: a person's data exported or erased, and the company's retention of positions and of the trail. */
export { pseudonymOf } from './pseudonyms';
