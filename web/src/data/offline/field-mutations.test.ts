import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { tokenRefreshError } from '@/lib/api-client';
import { retryWriteDelay, shouldRetryWrite } from './field-mutations';

const http = (status: number) => new ApiError({ status, code: status === 0 ? 'network' : 'internal', message: 'x' });

describe('shouldRetryWrite', () => {
  it('when the connection is lost, a token refresh failed or the server errs or is busy, then the write is retried however many times it failed', () => {
    for (const failures of [1, 6, 50, 1000]) {
      expect(shouldRetryWrite(failures, http(0))).toBe(true);
      expect(shouldRetryWrite(failures, tokenRefreshError({ code: 'auth/network-request-failed' }))).toBe(true);
      expect(shouldRetryWrite(failures, new TypeError('Failed to fetch'))).toBe(true);
      for (const status of [500, 502, 503, 504, 429]) expect(shouldRetryWrite(failures, http(status))).toBe(true);
    }
  });

  it('when the server refuses the write (4xx), then it stops at once', () => {
    for (const status of [400, 401, 403, 404, 409, 413]) expect(shouldRetryWrite(0, http(status))).toBe(false);
  });

  it('when Auth refuses the account on refresh, then it is a 401 refusal, not a lost connection', () => {
    expect(tokenRefreshError({ code: 'auth/user-disabled' }).status).toBe(401);
    expect(tokenRefreshError({ code: 'auth/network-request-failed' }).status).toBe(0);
  });
});

describe('retryWriteDelay', () => {
  it('when tries go on, then the wait doubles up to 30 s, spread by ±20 %', () => {
    expect(retryWriteDelay(1, () => 0.5)).toBe(2000);
    expect(retryWriteDelay(3, () => 0.5)).toBe(8000);
    expect(retryWriteDelay(20, () => 0.5)).toBe(30_000);
    expect(retryWriteDelay(20, () => 0)).toBe(24_000);
    expect(retryWriteDelay(20, () => 1)).toBe(36_000);
  });
});
