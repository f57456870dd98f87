// Loaded with require, like the server (emulators.ts): the ESM builds cannot resolve their own imports.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const emulator = require('@firestore-emulator/server') as typeof import('@firestore-emulator/server');

type StateDocument = InstanceType<typeof emulator.FirestoreStateDocument>;
type DocumentArgs = ConstructorParameters<typeof emulator.FirestoreStateDocument>;

/** The collection's fields this reads (private in the package's types). */
interface Collection {
  emitter: DocumentArgs[0];
  database: DocumentArgs[1];
  documents: Record<string, StateDocument>;
  getDocument(name: string): StateDocument;
}

/**
 * The local Firestore emulator keeps a collection's documents in one immutable map (immer) and
 * copies the whole map, then walks and freezes the copy, to add each new document: a `create()`
 * cost grew with the collection, 2.3 ms per document at 2,000 checklists and 7.4 ms at 10,000 here
 * (cloud Firestore: the same at any size), and bench:schedules grew as the square of its schedules.
 * This adds new documents to the map in place (copied once, unfrozen). Only this method ever
 * replaced the map, and no code keeps an old one, so nothing else changes.
 */
export function addDocumentsInPlace(): void {
  const prototype = emulator.FirestoreStateCollection.prototype as unknown as Collection;
  prototype.getDocument = function (this: Collection, name: string): StateDocument {
    if (Object.hasOwn(this.documents, name)) return this.documents[name]!;
    if (Object.isFrozen(this.documents)) this.documents = { ...this.documents };
    const document = new emulator.FirestoreStateDocument(
      this.emitter,
      this.database,
      this as unknown as DocumentArgs[2],
      name,
      {},
      {},
    );
    this.documents[name] = document;
    return document;
  };
}
