import { describe, expect, it } from 'vitest';
import { listenToChangesOnly } from './firestore-listen';
import { messages } from './emulator-messages';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS-only build (see emulators.ts)
const { FirestoreState } = require('@firestore-emulator/server') as typeof import('@firestore-emulator/server');
const { ListenRequest, StructuredQueryFieldFilterOperator, Write } = messages;

const ROOT = 'projects/demo-listen/databases/(default)/documents';
const COMPANY = `${ROOT}/companies/alfa`;
const KINDS = ['mark', 'add', 'target-removed', 'current', 'reset'];

/** A state with listenToChangesOnly and two checklists in companies/alfa; `listen` adds a query listener. */
function emulatorState() {
  const state = new FirestoreState();
  listenToChangesOnly(state);
  const put = (path: string, fields: Record<string, string>) =>
    state.writeV1Document(
      new Date(),
      Write.fromObject({
        update: {
          name: `${COMPANY}/${path}`,
          fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { string_value: v }])),
        },
      }),
    );
  const remove = (path: string) =>
    state.writeV1Document(new Date(), Write.fromObject({ delete: `${COMPANY}/${path}` }));
  put('checklists/c1', { status: 'pendente' });
  put('checklists/c2', { status: 'pendente' });

  /** Listens to companies/alfa/checklists (optionally filtered by a field's value). */
  const listen = (where?: { field: string; equals: string }) => {
    // Each response as a short line: 'change c1', 'remove c2', 'mark' (a consistent snapshot), ...
    const heard: string[] = [];
    let end = () => {};
    state.v1Listen(
      ListenRequest.fromObject({
        add_target: {
          target_id: 7,
          query: {
            parent: COMPANY,
            structured_query: {
              from: [{ collection_id: 'checklists' }],
              ...(where && {
                where: {
                  field_filter: {
                    field: { field_path: where.field },
                    op: StructuredQueryFieldFilterOperator.EQUAL,
                    value: { string_value: where.equals },
                  },
                },
              }),
            },
          },
        },
      }),
      (response) => {
        const r = response.toObject();
        const last = (name?: string) => name?.split('/').pop();
        if (r.document_change) heard.push(`change ${last(r.document_change.document?.name)}`);
        else if (r.document_remove) heard.push(`remove ${last(r.document_remove.document)}`);
        else heard.push(KINDS[r.target_change?.target_change_type ?? 0]!);
      },
      (handler) => (end = handler),
    );
    const marks = () => heard.filter((line) => line === 'mark').length;
    /** What the listener sends for the writes of `act`, up to its next consistent snapshot. */
    const answerTo = async (act: () => void) => {
      const from = heard.length;
      const before = marks();
      act();
      const deadline = Date.now() + 2000;
      while (marks() === before) {
        if (Date.now() > deadline) throw new Error('the listener sent no snapshot');
        await new Promise((r) => setImmediate(r));
      }
      return heard.slice(from);
    };
    return { heard, answerTo, end: () => end() };
  };
  return { put, remove, listen };
}

describe('local Firestore query listeners', () => {
  it('when a listener starts, then it gets every matching document and a snapshot', () => {
    const { heard } = emulatorState().listen();

    expect(heard).toEqual(['add', 'change c1', 'change c2', 'current', 'mark']);
  });

  it('when documents of other collections are written, then the listener sends nothing for them', async () => {
    const { put, listen } = emulatorState();
    const listener = listen();

    const answer = await listener.answerTo(() => {
      put('notifications/n1', { title: 'Nova' });
      put('users/joao', { name: 'João' });
      put('checklists/c3', { status: 'pendente' });
    });

    expect(answer).toEqual(['change c3', 'mark']);
  });

  it('when one listened document changes, then only that document is sent again', async () => {
    const { put, listen } = emulatorState();
    const listener = listen();

    expect(await listener.answerTo(() => put('checklists/c2', { status: 'concluido' }))).toEqual(['change c2', 'mark']);
  });

  it('when a document is deleted or stops matching the query, then it leaves the view', async () => {
    const { put, remove, listen } = emulatorState();
    const listener = listen({ field: 'status', equals: 'pendente' });

    expect(await listener.answerTo(() => put('checklists/c1', { status: 'concluido' }))).toEqual(['remove c1', 'mark']);
    expect(await listener.answerTo(() => remove('checklists/c2'))).toEqual(['remove c2', 'mark']);
    expect(await listener.answerTo(() => put('checklists/c1', { status: 'pendente' }))).toEqual(['change c1', 'mark']);
  });

  it('when the client ends its stream, then later writes send it nothing', async () => {
    const { put, listen } = emulatorState();
    const ended = listen();
    const open = listen();
    ended.end();
    const sent = ended.heard.length;

    // Both listeners hear a write in the same turn: once the open one has answered, so would the ended one.
    expect(await open.answerTo(() => put('checklists/c9', { status: 'pendente' }))).toEqual(['change c9', 'mark']);

    expect(ended.heard.length).toBe(sent);
  });
});
