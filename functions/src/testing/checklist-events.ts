import { randomUUID } from 'node:crypto';
import { createChecklistOnce } from '../checklists';
import { CHECKLIST_EVENTS_COLLECTION, snapshotQuestions } from '../domain/checklists/checklist.schema';
import type { DocumentChange } from '../jobs/document-trigger';
import { registerPushToken } from '../notifications';
import { db } from '../platform/firebase';
import { createUserRecord } from '../users';
import { inMinutes } from './fixtures';

/** A field user's document (no Auth account), with these push tokens. */
export async function newUser(companyId: string, tokens: string[] = []) {
  const id = `user-${randomUUID().slice(0, 8)}`;
  await createUserRecord(companyId, id, { name: 'João', email: `${id}@teste.dev`, phone: '', isActive: true });
  await Promise.all(tokens.map((token) => registerPushToken(companyId, id, token)));
  return id;
}

/** A checklist written straight to the store, and the creation event of its companion production would deliver. */
export async function newChecklist(companyId: string, userId: string, dueDate = inMinutes(60), origin?: 'on_demand') {
  const id = `checklist-${randomUUID().slice(0, 8)}`;
  const draft = {
    userId,
    userName: 'João',
    templateId: 't1',
    templateName: 'Inspeção diária',
    dueDate,
    questions: snapshotQuestions([]),
    ...(origin && { origin }),
  };
  await createChecklistOnce(companyId, id, draft, 'admin@teste.dev');
  const stored = await db().doc(`companies/${companyId}/${CHECKLIST_EVENTS_COLLECTION}/${id}`).get();
  const after = stored.data()!;
  const created: DocumentChange = {
    eventId: `evt-${randomUUID()}`,
    time: stored.updateTime!,
    params: { companyId, docId: id },
    before: null,
    after,
  };
  return { id, after, created };
}
