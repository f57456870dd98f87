import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientSave,
  type PersistedClient,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { checklistQueries } from '../checklists/checklist-queries';
import { startChecklistKey } from '../checklists/start-checklist';
import { FIELD_WRITE_KEYS } from './field-mutations';

const store = createStore('checkfrota-cache', 'field');

/**
 * A write still in flight when the tab closes may never have reached the server: it is stored as
 * paused, so that the next start sends it again (every field write is idempotent).
 */
function withInFlightPaused(client: PersistedClient): PersistedClient {
  const mutations = client.clientState.mutations.map((m) =>
    m.state.status === 'pending' ? { ...m, state: { ...m.state, isPaused: true } } : m,
  );
  return { ...client, clientState: { ...client.clientState, mutations } };
}

const START_KEY = JSON.stringify(startChecklistKey);

/**
 * A start queued by an earlier version of the app carries the bare checklist id as its variables;
 * read back, it takes the `{ checklistId }` every field write has now, and is sent as it was.
 */
export function withCurrentVariables(client: PersistedClient): PersistedClient {
  const mutations = client.clientState.mutations.map((m) =>
    JSON.stringify(m.mutationKey) === START_KEY && typeof m.state.variables === 'string'
      ? { ...m, state: { ...m.state, variables: { checklistId: m.state.variables } } }
      : m,
  );
  return { ...client, clientState: { ...client.clientState, mutations } };
}

const persisterOptions: Parameters<typeof createAsyncStoragePersister>[0] = {
  storage: {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value: string) => set(key, value, store),
    removeItem: (key) => del(key, store),
  },
  key: 'field-cache',
  // Written as soon as the last write has landed: a list read a moment before the signal goes and
  // the page reloads is on the device (one write at a time; the newest state wins).
  throttleTime: 0,
  serialize: (client) => JSON.stringify(withInFlightPaused(client)),
  deserialize: (stored) => withCurrentVariables(JSON.parse(stored) as PersistedClient),
};

export const fieldPersister = createAsyncStoragePersister(persisterOptions);

const FIELD_KEY = checklistQueries.mine();
const WRITE_KEYS = FIELD_WRITE_KEYS.map((key) => JSON.stringify(key));

/**
 * On the field user's device: their checklists as last read and their unsent writes, kept in
 * IndexedDB with no age limit: unsent work a month old is still shown and sent when the signal
 * returns. Another account on the same device starts empty (the buster is the uid).
 */
export function fieldPersistOptions(uid: string): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: fieldPersister,
    buster: uid,
    maxAge: Infinity,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && FIELD_KEY.every((part, i) => query.queryKey[i] === part),
      shouldDehydrateMutation: (mutation) =>
        mutation.state.status === 'pending' && WRITE_KEYS.includes(JSON.stringify(mutation.options.mutationKey)),
    },
  };
}

/**
 * Writes the field cache now, unsent writes included, and resolves once it is on the device:
 * before the app reloads into a new version. A persister of its own, so no write the app's
 * persister has scheduled makes this one wait or return early.
 */
export function saveFieldCache(queryClient: QueryClient, uid: string): Promise<void> {
  const { buster, dehydrateOptions } = fieldPersistOptions(uid);
  return persistQueryClientSave({
    queryClient,
    persister: createAsyncStoragePersister(persisterOptions),
    buster,
    dehydrateOptions,
  });
}
