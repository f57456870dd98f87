import { refuseUnindexedQueries } from './firestore-indexes';
import { TEST_AUTH_PORT, TEST_FIRESTORE_PORT, TEST_PROJECT_ID } from './test-env';

// Runs in each test worker before any module that initialises firebase-admin.
process.env.GCLOUD_PROJECT = TEST_PROJECT_ID;
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${TEST_FIRESTORE_PORT}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${TEST_AUTH_PORT}`;

// The local Firestore never asks for a composite index; production does (testing/firestore-indexes.ts).
refuseUnindexedQueries();
