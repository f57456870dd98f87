import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { dispatchTrigger, type DocumentChange, type DocumentTrigger } from './document-trigger';

const change = (before: object | null, after: object | null): DocumentChange => ({
  eventId: 'evt-1',
  time: Timestamp.now(),
  params: { companyId: 'c1', docId: 'd1' },
  before,
  after,
});

function handler(name: string, on: DocumentTrigger['on'], calls: string[], fails = false): DocumentTrigger {
  return {
    name,
    collection: 'things',
    on,
    handler: async () => {
      calls.push(name);
      if (fails) throw new Error('falhou');
    },
  };
}

describe('one trigger dispatching to a collection’s handlers', () => {
  it('when handlers ask for different changes, then it listens to every write and each handler gets only the changes it asked for', async () => {
    const calls: string[] = [];
    const trigger = dispatchTrigger('onThingChange', 'things', [
      handler('created', 'created', calls),
      handler('updated', 'updated', calls),
      handler('deleted', 'deleted', calls),
      handler('written', 'written', calls),
    ]);
    expect(trigger.on).toBe('written');

    await trigger.handler(change(null, { n: 1 }));
    await trigger.handler(change({ n: 1 }, { n: 2 }));
    await trigger.handler(change({ n: 2 }, null));

    expect(calls).toEqual(['created', 'written', 'updated', 'written', 'deleted', 'written']);
  });

  it('when every handler asks for the same change, then the trigger listens to that change only', () => {
    const calls: string[] = [];
    expect(dispatchTrigger('t', 'things', [handler('a', 'created', calls), handler('b', 'created', calls)]).on).toBe(
      'created',
    );
  });

  it('when one handler fails, then the others still run and the delivery fails naming it, so the platform redelivers', async () => {
    const calls: string[] = [];
    const trigger = dispatchTrigger('onThingChange', 'things', [
      handler('first', 'written', calls),
      handler('broken', 'written', calls, true),
      handler('last', 'written', calls),
    ]);

    await expect(trigger.handler(change(null, { n: 1 }))).rejects.toThrow(/onThingChange: broken \(Error: falhou\)/);
    expect([...calls].sort()).toEqual(['broken', 'first', 'last']);
  });

  it('when the one handler of a collection is sized, then its trigger is deployed with that size; sized among others, it fails at load', () => {
    const sizing = { memory: '2GiB', timeoutSeconds: 540, concurrency: 1, maxInstances: 5 } as const;
    const render = { ...handler('render', 'created', []), sizing };
    expect(dispatchTrigger('renderThing', 'things', [render]).sizing).toEqual(sizing);
    expect(dispatchTrigger('onThingChange', 'things', [handler('light', 'written', [])]).sizing).toBeUndefined();
    expect(() => dispatchTrigger('onThingChange', 'things', [render, handler('light', 'written', [])])).toThrow(
      'onThingChange: render is sized and shares things with others',
    );
  });
});
