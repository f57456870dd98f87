/** How recent a sign-in must be for the most destructive actions (deleting a company). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Whether a token signed in at `authTime` (seconds since the epoch, the token's auth_time) is recent enough at `now`. */
export function isRecentSignIn(authTime: number | undefined, now: Date): boolean {
  if (typeof authTime !== 'number') return false;
  return now.getTime() / 1000 - authTime <= RECENT_SIGN_IN_SECONDS;
}
