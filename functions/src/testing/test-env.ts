/** Emulator addresses of the test run; test-env-setup.ts puts them in every worker's env. */
export const TEST_PROJECT_ID = 'demo-checkfrota-test';
export const TEST_FIRESTORE_PORT = 8181;
export const TEST_AUTH_PORT = 9199;
