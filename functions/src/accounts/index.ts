/** Sign-in accounts (Firebase Auth) and the record of when their sessions end. */
export { endSessions, isSessionValid } from './sessions.service';
export { userAccounts } from './user-accounts';
