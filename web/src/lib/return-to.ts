import { paths } from '@domain/paths';

/** Router state a guard leaves when it sends someone to /login, so they come back after. */
export interface ReturnToState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function returnPathFrom(state: unknown): string | null {
  const from = (state as ReturnToState | null)?.from;
  if (!from?.pathname || from.pathname === paths.login) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
