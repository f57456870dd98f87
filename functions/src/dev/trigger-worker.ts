import { fork } from 'node:child_process';
import { backgroundJobs } from '../features';
import type { DocumentChange, DocumentTrigger } from '../jobs/document-trigger';
import { blobStore } from '../platform/blob-store';
import { recordingPushSender } from '../platform/messaging';

/** What the stack sends the worker: the trigger to run and the change it fires on. */
interface WorkerTask {
  trigger: string;
  change: DocumentChange;
}

/**
 * A sized trigger (the report's render) as the local stack runs it: each delivery in a process of
 * its own, as production gives it a function of its own, so that drawing a large PDF never stalls
 * the stack's process, where the Firestore stand-in answers the API.
 */
export function inWorkerProcess(trigger: DocumentTrigger, env: NodeJS.ProcessEnv = process.env): DocumentTrigger {
  return {
    ...trigger,
    handler: (change) =>
      new Promise<void>((resolve, reject) => {
        const worker = fork(__filename, [], { env, stdio: 'inherit' });
        worker.once('error', reject);
        worker.once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`${trigger.name} exited with code ${code}`)),
        );
        worker.send({ trigger: trigger.name, change } satisfies WorkerTask);
      }),
  };
}

if (require.main === module) {
  process.once('message', (task: WorkerTask) => {
    void (async () => {
      // The environment is the stack's: its Firestore, its blob folder; pushes are only recorded.
      const jobs = backgroundJobs({ push: recordingPushSender(), blobs: blobStore() });
      await jobs.trigger(task.trigger).handler(task.change);
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[checkfrota] gatilho ${task.trigger} falhou:`, error);
        process.exit(1);
      },
    );
  });
}
