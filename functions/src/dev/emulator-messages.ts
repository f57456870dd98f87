type Messages = typeof import('@firestore-emulator/proto/dist/google/firestore/v1/document') &
  typeof import('@firestore-emulator/proto/dist/google/firestore/v1/firestore') &
  typeof import('@firestore-emulator/proto/dist/google/firestore/v1/query') &
  typeof import('@firestore-emulator/proto/dist/google/firestore/v1/write') &
  typeof import('@firestore-emulator/proto/dist/google/protobuf/wrappers');

// Loaded with require, like the server (emulators.ts): the ESM builds cannot resolve their own imports.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS-only builds
const load = (path: string): object => require(`@firestore-emulator/proto/dist/google/${path}`) as object;

/** The local Firestore emulator's protocol messages (queries, documents, writes, listens). */
export const messages = {
  ...load('firestore/v1/document'),
  ...load('firestore/v1/firestore'),
  ...load('firestore/v1/query'),
  ...load('firestore/v1/write'),
  ...load('protobuf/wrappers'),
} as Messages;
