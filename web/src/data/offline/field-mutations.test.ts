import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { shouldRetryWrite } from './field-mutations';

const refusal = (status: number, code: 'too_many_requests' | 'invalid_input' | 'internal') =>
  new ApiError({ status, code, message: 'Muitas requisições. Tente novamente em 30 segundos.' });

describe('which queued field writes are sent again', () => {
  it('when the server answers the per-user limit (429), then the write is retried, however many times it failed', () => {
    expect(shouldRetryWrite(50, refusal(429, 'too_many_requests'))).toBe(true);
  });

  it('when the server refuses the write (400), then it is not retried; a server error only a few times', () => {
    expect(shouldRetryWrite(0, refusal(400, 'invalid_input'))).toBe(false);
    expect(shouldRetryWrite(1, refusal(500, 'internal'))).toBe(true);
    expect(shouldRetryWrite(6, refusal(500, 'internal'))).toBe(false);
  });
});
