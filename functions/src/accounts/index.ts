/** Sign-in accounts (Firebase Auth) and the record of when their sessions end. */
export { endSessions, isSessionValid } from './sessions.service';
export { userAccounts, type AccountClaims, type AccountFields } from './user-accounts';
