import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { GeoPoint, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreEmulator, type LocalFirestore } from './emulators';
import { dumpFirestore, loadDump, restoreDump, saveDump } from './firestore-persistence';

// This file drives an emulator of its own (each test file runs in its own worker process).
const PORT = 8191;
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORT}`;
const db = getFirestore(initializeApp({ projectId: 'demo-persist' }, 'persist'));
let server: LocalFirestore;

beforeAll(async () => {
  server = await startFirestoreEmulator(PORT);
});
afterAll(() => server.stop());

describe('local Firestore persistence', () => {
  it('when the data is saved, cleared and restored, then every document and value type comes back', async () => {
    const when = new Timestamp(1_700_000_000, 123_000_000);
    const doc = {
      name: 'Transportes Alfa',
      count: 3,
      ratio: 0.5,
      active: true,
      nothing: null,
      at: when,
      tags: ['a', 1, { deep: when }],
      nested: { list: [true], where: new GeoPoint(-23.5, -46.6) },
      ref: db.doc('companies/beta'),
      bytes: Buffer.from([1, 2, 3]),
    };
    await db.doc('companies/alfa').set(doc);
    await db.doc('companies/alfa/templates/t1').set({ title: 'Inspeção' });
    await db.doc('orphans/x/children/y').set({ ok: true });

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'persist-')), 'firestore.json');
    saveDump(file, dumpFirestore(server, 'demo-persist'));
    server.state.clear();
    expect((await db.doc('companies/alfa').get()).exists).toBe(false);

    const written = await restoreDump(db, loadDump(file)!);

    expect(written).toBe(3);
    const restored = (await db.doc('companies/alfa').get()).data()!;
    expect(restored.at.isEqual(when)).toBe(true);
    expect(restored.tags[2].deep.isEqual(when)).toBe(true);
    expect(restored.nested.where.isEqual(doc.nested.where)).toBe(true);
    expect(restored.ref.path).toBe('companies/beta');
    expect([...restored.bytes]).toEqual([1, 2, 3]);
    const plain = (d: Record<string, unknown>) => ({ ...d, at: 0, tags: 0, nested: 0, ref: 0, bytes: 0 });
    expect(plain(restored)).toEqual(plain(doc));
    expect((await db.doc('companies/alfa/templates/t1').get()).data()).toEqual({ title: 'Inspeção' });
    expect((await db.doc('orphans/x').get()).exists).toBe(false);
    expect((await db.doc('orphans/x/children/y').get()).data()).toEqual({ ok: true });
  });

  it('when there is no saved file, then nothing is loaded', () => {
    expect(loadDump(path.join(tmpdir(), 'no-such-dir', 'firestore.json'))).toBeNull();
  });
});
