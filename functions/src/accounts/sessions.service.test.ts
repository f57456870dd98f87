import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionsRepository } from './sessions.repository';
import { endSessions, isSessionValid, SESSION_CACHE_MS } from './sessions.service';

/** A fresh account id: the process's cache is shared by the whole file. */
const newUid = () => `sessoes-${randomUUID().slice(0, 8)}`;
const seconds = (ms: number) => Math.floor(ms / 1000);

/** Counts the reads of `sessions/{uid}` while they still go to the emulator. */
const countReads = () => vi.spyOn(sessionsRepository, 'validAfter');

afterEach(() => vi.restoreAllMocks());

describe('the sessions check every request makes', () => {
  it('when many requests of one user arrive together with nothing cached, then one read of the record answers them all', async () => {
    const uid = newUid();
    const signedIn = seconds(Date.now()) - 60;
    await endSessions([uid], new Date((signedIn + 30) * 1000));
    const reads = countReads();
    const now = Date.now();
    const answers = await Promise.all(Array.from({ length: 50 }, () => isSessionValid(uid, signedIn, now)));
    expect(answers).toEqual(Array(50).fill(false));
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('when the record is read within the cache window, then it is not read again; after the window, it is', async () => {
    const uid = newUid();
    const reads = countReads();
    const start = Date.now();
    expect(await isSessionValid(uid, seconds(start), start)).toBe(true);
    expect(await isSessionValid(uid, seconds(start), start + SESSION_CACHE_MS - 1)).toBe(true);
    expect(reads).toHaveBeenCalledTimes(1);

    // Ended by another instance: this one sees it once its copy is older than the window.
    await sessionsRepository.endSessions([uid], new Date(start + 60_000));
    expect(await isSessionValid(uid, seconds(start), start + SESSION_CACHE_MS)).toBe(false);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('when this process ends the sessions, then its very next check reads the record and refuses the old sign-in', async () => {
    const uid = newUid();
    const signedIn = seconds(Date.now()) - 60;
    const now = Date.now();
    expect(await isSessionValid(uid, signedIn, now)).toBe(true);
    await endSessions([uid]);
    expect(await isSessionValid(uid, signedIn, now)).toBe(false);
    // A sign-in after the end counts.
    expect(await isSessionValid(uid, seconds(Date.now()) + 1, now)).toBe(true);
  });

  it('when the read fails, then the requests that shared it fail and the next request reads again', async () => {
    const uid = newUid();
    const reads = countReads();
    reads.mockRejectedValueOnce(new Error('Firestore indisponível'));
    const now = Date.now();
    const first = await Promise.allSettled([
      isSessionValid(uid, seconds(now), now),
      isSessionValid(uid, seconds(now), now),
    ]);
    expect(first.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await isSessionValid(uid, seconds(now), now)).toBe(true);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
