import type { FirestoreState } from '@firestore-emulator/server';

// Loaded with require, like the server (emulators.ts): the ESM builds cannot resolve their own imports.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS-only builds (see emulators.ts) */
const { TimestampFromNow } = require('@firestore-emulator/server') as typeof import('@firestore-emulator/server');
const proto =
  require('@firestore-emulator/proto/dist/google/firestore/v1/firestore') as typeof import('@firestore-emulator/proto/dist/google/firestore/v1/firestore');
/* eslint-enable @typescript-eslint/no-require-imports */

const { ListenResponse, TargetChangeTargetChangeType: TargetChange } = proto;
type ListenResponseObject = Parameters<typeof ListenResponse.fromObject>[0];
type StateDocument = ReturnType<FirestoreState['getDocument']>;

/**
 * The local Firestore emulator answers every write, to any document, by sending each listened
 * query again whole (a reset and all its documents). The event bridge listens to every company's
 * checklists, so each write cost a resend of every checklist; under load the backlog grew the
 * stack past 2 GB and slowed every request. This replaces its query listeners with what Cloud
 * Firestore sends: after a write to the query's collection, only the documents that entered,
 * changed or left the results. Listeners on named documents keep the emulator's own code.
 */
export function listenToChangesOnly(state: FirestoreState): void {
  const listenAsEmulator = state.v1Listen.bind(state);
  state.v1Listen = (request, respond, onEnd) => {
    if (!request.has_add_target || !request.add_target.has_query) {
      listenAsEmulator(request, respond, onEnd);
      return;
    }
    const targetId = request.add_target.target_id;
    const { parent, structured_query: query } = request.add_target.query;
    const collections = new Set(query.from.map((from) => `${parent}/${from.collection_id}`));
    const anyDescendant = query.from.some((from) => from.all_descendants);
    const watches = (document: StateDocument) =>
      anyDescendant ? document.getPath().startsWith(`${parent}/`) : collections.has(document.parent.getPath());

    const send = (response: ListenResponseObject) => respond(ListenResponse.fromObject(response));
    const sendDocument = (document: StateDocument) =>
      send({ document_change: { document: document.toV1DocumentObject(), target_ids: [targetId] } });
    // An empty target list with a read time tells the client its view is consistent: a snapshot.
    const sendSnapshotMark = () =>
      send({
        target_change: {
          target_change_type: TargetChange.NO_CHANGE,
          target_ids: [],
          read_time: TimestampFromNow().toObject(),
        },
      });

    send({ target_change: { target_change_type: TargetChange.ADD, target_ids: [targetId] } });
    const first = state.v1Query(parent, query);
    first.forEach(sendDocument);
    let shown = new Set(first.map((document) => document.getPath()));
    send({
      target_change: {
        target_change_type: TargetChange.CURRENT,
        target_ids: [targetId],
        read_time: TimestampFromNow().toObject(),
      },
    });
    sendSnapshotMark();

    const written = new Set<string>();
    let flushing = false;
    let ended = false;
    // A commit writes its documents one by one: answer once, after all of them.
    const flush = () => {
      flushing = false;
      if (ended) return;
      const results = state.v1Query(parent, query);
      const now = new Set(results.map((document) => document.getPath()));
      let changed = false;
      for (const document of results) {
        const path = document.getPath();
        if (shown.has(path) && !written.has(path)) continue;
        sendDocument(document);
        changed = true;
      }
      for (const path of shown) {
        if (now.has(path)) continue;
        send({ document_remove: { document: path, removed_target_ids: [targetId] } });
        changed = true;
      }
      written.clear();
      shown = now;
      if (changed) sendSnapshotMark();
    };
    const onWrite = ({ document }: { document: StateDocument }) => {
      if (ended || !watches(document)) return;
      written.add(document.getPath());
      if (!flushing) {
        flushing = true;
        setImmediate(flush);
      }
    };
    const events = ['create-document', 'update-document', 'delete-document'] as const;
    for (const event of events) state.emitter.on(event, onWrite);
    onEnd(() => {
      ended = true;
      for (const event of events) state.emitter.off(event, onWrite);
    });
  };
}
