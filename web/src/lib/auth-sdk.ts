/**
 * What the session needs of Firebase Auth, fetched apart from the entry (auth-provider.tsx): the
 * first screen paints, from the stored session or as the splash, while the SDK (29 KB gzip) and
 * its start-up work come in a task of their own.
 */
export { onAuthStateChanged, sendPasswordResetEmail, signInWithEmailAndPassword, signOut } from 'firebase/auth';
export { auth } from './firebase';
