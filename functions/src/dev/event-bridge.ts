import type { DocumentData, Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { firesOn, type DocumentTrigger } from '../triggers/document-trigger';

export interface EventBridge {
  /** Resolves once the documents present at start are known; changes after it are events. */
  ready: Promise<void>;
  stop(): void;
}

/**
 * Feeds Firestore changes into trigger handlers on the local stack, where no emulator fires
 * triggers (DESIGN section 2). It listens to each company's subcollections that a trigger watches;
 * documents already there when the bridge starts are not events, as in production.
 */
export function startEventBridge(
  db: Firestore,
  triggers: DocumentTrigger[],
  onError: (trigger: string, error: unknown) => void,
): EventBridge {
  const collections = [...new Set(triggers.map((t) => t.collection))];
  const perCompany = new Map<string, Array<() => void>>();
  let firstCompanies = true;

  const deliver = async (companyId: string, docId: string, before: DocumentData | null, after: DocumentData | null, version: string) => {
    for (const trigger of triggers) {
      if (!firesOn(trigger, before, after)) continue;
      const eventId = `${trigger.collection}/${companyId}/${docId}@${version}`;
      try {
        await trigger.handler({ eventId, params: { companyId, docId }, before, after });
      } catch (error) {
        onError(trigger.name, error);
      }
    }
  };

  const watch = (companyId: string, existedAtStart: boolean, loaded: Array<Promise<void>>) =>
    collections.map((name) => {
      const known = new Map<string, DocumentData>();
      let first = true;
      let markLoaded = () => undefined as void;
      loaded.push(new Promise<void>((resolve) => (markLoaded = resolve)));
      return db
        .collection('companies')
        .doc(companyId)
        .collection(name)
        .onSnapshot((snap: QuerySnapshot) => {
          const quiet = first && existedAtStart;
          first = false;
          markLoaded();
          for (const change of snap.docChanges()) {
            const id = change.doc.id;
            const before = known.get(id) ?? null;
            const after = change.type === 'removed' ? null : change.doc.data();
            if (after) known.set(id, after);
            else known.delete(id);
            if (quiet) continue;
            const version = change.type === 'removed' ? snap.readTime.toMillis() : change.doc.updateTime.toMillis();
            void deliver(companyId, id, before, after, String(version));
          }
        });
    });

  let markReady = () => undefined as void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const stopCompanies = collections.length === 0
    ? (markReady(), () => undefined)
    : db.collection('companies').onSnapshot((snap) => {
        const loaded: Array<Promise<void>> = [];
        for (const change of snap.docChanges()) {
          const id = change.doc.id;
          if (change.type === 'added' && !perCompany.has(id)) perCompany.set(id, watch(id, firstCompanies, loaded));
          if (change.type === 'removed') {
            perCompany.get(id)?.forEach((stop) => stop());
            perCompany.delete(id);
          }
        }
        if (firstCompanies) void Promise.all(loaded).then(markReady);
        firstCompanies = false;
      });

  return {
    ready,
    stop() {
      stopCompanies();
      for (const stops of perCompany.values()) stops.forEach((stop) => stop());
      perCompany.clear();
    },
  };
}
