import { Router } from 'express';
import { usersApi } from '../domain/users/contract';
import { BinaryBody, serve } from '../http/endpoint';
import * as checklists from '../checklists/checklists.service';
import * as personalData from '../personal-data/personal-data.service';
import * as users from './users.service';

const roles = ['admin'] as const;

export const usersRouter = Router();

serve(usersRouter, usersApi.list, { roles }, ({ session, query }) => users.listUsers(session, query));

serve(usersRouter, usersApi.stats, { roles }, ({ session }) => users.getUserStats(session));

serve(usersRouter, usersApi.registerFcmToken, { roles: ['user', 'admin'] }, ({ session, body }) =>
  users.registerFcmToken(session, body.fcmToken),
);

serve(usersRouter, usersApi.get, { roles }, ({ session, params }) => users.getUser(session, params.id));

serve(usersRouter, usersApi.create, { roles, status: 201 }, ({ session, body }) => users.createUser(session, body));

serve(usersRouter, usersApi.update, { roles }, ({ session, params, body }) =>
  users.updateUser(session, params.id, body),
);

serve(usersRouter, usersApi.setPassword, { roles }, ({ session, params, body }) =>
  users.setUserPassword(session, params.id, body.password),
);

serve(usersRouter, usersApi.remove, { roles }, ({ session, params }) => users.deleteUser(session, params.id));

serve(usersRouter, usersApi.checklists, { roles }, ({ session, params, query }) =>
  checklists.listUserChecklists(session, params.id, query),
);

serve(usersRouter, usersApi.removeChecklist, { roles }, ({ session, params }) =>
  checklists.removeUserChecklist(session, params.id, params.checklistId),
);

serve(usersRouter, usersApi.archiveChecklist, { roles }, ({ session, params }) =>
  checklists.archiveUserChecklist(session, params.id, params.checklistId),
);

/** Logged in the audit trail (personal-data.service); the PDF is sent as a file. */
serve(usersRouter, usersApi.exportData, { roles }, async ({ session, params, query }) => {
  if (query.format === 'json') return personalData.exportUserData(session, params.id);
  const pdf = await personalData.exportUserDataPdf(session, params.id);
  return new BinaryBody(pdf.bytes, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${pdf.fileName}"`,
    'Cache-Control': 'private, no-store',
  });
});
