import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { LocalFirestore } from './emulators';

/**
 * The local Firestore emulator keeps data in memory only. The local stack saves its documents to
 * a JSON file on stop and writes them back on start, like `--export-on-exit` / `--import` do for
 * the official emulators.
 */

interface TypedValue {
  type: string;
  value: unknown;
}
interface DocumentDump {
  fields: Record<string, TypedValue>;
  collections: Record<string, CollectionDump>;
}
interface CollectionDump {
  documents: Record<string, DocumentDump>;
}
export interface FirestoreDump {
  version: 1;
  collections: Record<string, CollectionDump>;
}

export function dumpFirestore(server: LocalFirestore, projectId: string): FirestoreDump {
  const projects = server.state.toJSON().projects as Record<
    string,
    { databases: Record<string, { collections: Record<string, CollectionDump> }> }
  >;
  return { version: 1, collections: projects[projectId]?.databases['(default)']?.collections ?? {} };
}

export function saveDump(file: string, dump: FirestoreDump): void {
  // Written beside the target first, so a stop half-way never leaves a truncated file.
  writeFileSync(`${file}.tmp`, JSON.stringify(dump));
  renameSync(`${file}.tmp`, file);
}

export function loadDump(file: string): FirestoreDump | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirestoreDump) : null;
}

function toValue(db: Firestore, typed: TypedValue): unknown {
  const { type, value } = typed;
  switch (type) {
    case 'timestamp_value': {
      const t = value as { seconds: number; nanos: number };
      return new Timestamp(t.seconds, t.nanos);
    }
    case 'array_value':
      return (value as TypedValue[]).map((v) => toValue(db, v));
    case 'map_value':
      return toFields(db, value as Record<string, TypedValue>);
    case 'bytes_value':
      return Buffer.from(Object.values(value as Record<string, number>));
    case 'geo_point_value': {
      const g = value as { latitude: number; longitude: number };
      return new GeoPoint(g.latitude, g.longitude);
    }
    case 'reference_value':
      return db.doc(String(value).replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, ''));
    default:
      return value;
  }
}

function toFields(db: Firestore, fields: Record<string, TypedValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, toValue(db, v)]));
}

/** Writes every document of the dump back, in batches of at most 500 writes. */
export async function restoreDump(db: Firestore, dump: FirestoreDump): Promise<number> {
  const writes: Array<[string, Record<string, unknown>]> = [];
  const walk = (prefix: string, collections: Record<string, CollectionDump>) => {
    for (const [name, collection] of Object.entries(collections)) {
      for (const [id, doc] of Object.entries(collection.documents)) {
        const path = `${prefix}${name}/${id}`;
        const hasChildren = Object.keys(doc.collections).length > 0;
        // A parent that only holds subcollections never existed as a document.
        if (Object.keys(doc.fields).length > 0 || !hasChildren) writes.push([path, toFields(db, doc.fields)]);
        walk(`${path}/`, doc.collections);
      }
    }
  };
  walk('', dump.collections);
  for (let i = 0; i < writes.length; i += 500) {
    const batch = db.batch();
    for (const [path, data] of writes.slice(i, i + 500)) batch.set(db.doc(path), data);
    await batch.commit();
  }
  return writes.length;
}
