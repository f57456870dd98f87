import type { Feature } from '../feature';

/** No routes and no collection: its files are named on their owners' documents (fleet/documents, fleet/fines). */
export const attachmentsFeature: Feature = { folder: 'attachments' };
