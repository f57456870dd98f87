/**
 * The Firebase Auth session the fake API's tests run under (testing/fake-api.ts): a signed-in user
 * whose token the real api-client sends. Jsdom has no Auth emulator to sign in against.
 */
export const auth = {
  authStateReady: async () => undefined,
  currentUser: { uid: 'usuario-de-teste', getIdToken: async () => 'token-de-teste' },
};
export const firebaseApp = {};
export const firebaseSettings = { options: {}, useEmulators: false };
