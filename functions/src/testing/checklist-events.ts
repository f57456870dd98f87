import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { DocumentData } from 'firebase-admin/firestore';
import { createChecklistOnce } from '../checklists';
import { checklistCountsTrigger } from '../checklists/checklists.triggers';
import { CHECKLIST_EVENTS_COLLECTION, snapshotQuestions } from '../domain/checklists/checklist.schema';
import type { DocumentChange } from '../jobs/document-trigger';
import { registerPushToken } from '../notifications';
import { db } from '../platform/firebase';
import { createUserRecord } from '../users';
import { changeOf } from './deliveries';
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
  const created: DocumentChange = { ...changeOf(companyId, id, null, after), time: stored.updateTime! };
  return { id, after, created };
}

const events = (companyId: string) => db().collection(`companies/${companyId}/${CHECKLIST_EVENTS_COLLECTION}`);

/** The company's checklist event documents as they stand, for deliverCountsSince. */
export async function checklistEventsNow(companyId: string): Promise<Map<string, DocumentData>> {
  return new Map((await events(companyId).get()).docs.map((doc) => [doc.id, doc.data()]));
}

/**
 * Delivers to the counts' trigger (onChecklistCounted) the change of each checklist event document
 * that differs from `seen`, at its commit time, as production would after the API's writes: a
 * route test runs no trigger, and the kept counts stay where their first recount left them.
 */
export async function deliverCountsSince(companyId: string, seen: Map<string, DocumentData>): Promise<void> {
  const now = await events(companyId).get();
  const changed = now.docs.filter((doc) => !isDeepStrictEqual(seen.get(doc.id), doc.data()));
  const kept = new Set(now.docs.map((doc) => doc.id));
  const changes: DocumentChange[] = [
    ...changed.map((doc) => ({
      ...changeOf(companyId, doc.id, seen.get(doc.id) ?? null, doc.data()),
      time: doc.updateTime,
    })),
    ...[...seen]
      .filter(([docId]) => !kept.has(docId))
      .map(([docId, before]) => changeOf(companyId, docId, before, null)),
  ];
  for (const change of changes) await checklistCountsTrigger.handler(change);
}
