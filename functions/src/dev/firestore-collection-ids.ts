import type { FirestoreServer, FirestoreState } from '@firestore-emulator/server';

// Loaded with require, like the server (emulators.ts): the ESM builds cannot resolve their own imports.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS-only builds (see emulators.ts) */
const proto =
  require('@firestore-emulator/proto/dist/google/firestore/v1/firestore') as typeof import('@firestore-emulator/proto/dist/google/firestore/v1/firestore');
/* eslint-enable @typescript-eslint/no-require-imports */

const method = proto.UnimplementedFirestoreService.definition.ListCollectionIds;
type Request = InstanceType<typeof proto.ListCollectionIdsRequest>;
type Response = InstanceType<typeof proto.ListCollectionIdsResponse>;

/** The part of grpc-js's Server used here (the emulator's own dependency, not ours). */
interface GrpcServer {
  unregister(name: string): boolean;
  register(
    name: string,
    handler: (call: { request: Request }, callback: (error: Error | null, value?: Response) => void) => void,
    serialize: (value: Response) => Buffer,
    deserialize: (bytes: Buffer) => Request,
    type: 'unary',
  ): boolean;
}

/**
 * The local Firestore emulator does not answer ListCollectionIds (the Admin SDK's
 * `listCollections()`). This answers it as Cloud Firestore does for a document: the ids of its
 * subcollections that hold a document somewhere below them, sorted, in one page. The test of a
 * company's data registry lists what is really stored under a company with it.
 */
export function answerCollectionIds(server: InstanceType<typeof FirestoreServer>): void {
  const state: FirestoreState = server.state;
  // The server's gRPC server is private; its handler for this method only throws "not implemented".
  const grpc = (server as unknown as { server: GrpcServer }).server;
  grpc.unregister(method.path);
  grpc.register(
    method.path,
    (call, callback) => {
      try {
        const ids = Object.keys(state.getDocument(call.request.parent).toJSON().collections).sort();
        callback(null, proto.ListCollectionIdsResponse.fromObject({ collection_ids: ids, next_page_token: '' }));
      } catch (error) {
        callback(error as Error);
      }
    },
    method.responseSerialize,
    method.requestDeserialize,
    'unary',
  );
}
