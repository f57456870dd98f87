import type { Feature } from '../feature';
import { IMPORT_CONFIRMATIONS, IMPORT_PREVIEWS } from './imports.repository';
import { importsRouter } from './imports.routes';

/** Spreadsheet imports of vehicles and field users: they write through those features' use cases. */
export const importsFeature: Feature = {
  folder: 'imports',
  routers: { light: [importsRouter] },
  companyData: {
    collections: [
      // A file's rows until confirmed or an hour has passed: what they import is in the users' own section.
      { name: IMPORT_PREVIEWS, personalData: { none: 'rows of a file being imported, kept for an hour' } },
      { name: IMPORT_CONFIRMATIONS, personalData: { none: 'counts of a confirmed import' } },
    ],
  },
};
