import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, INVALID_RESPONSE_MESSAGE, unwrapEnvelope } from './api-error';
import { shouldRetry } from './query-client';

describe('the /api envelope', () => {
  it('when the call succeeds, then its data is returned', () => {
    expect(unwrapEnvelope(200, { success: true, data: { id: 't1' } })).toEqual({ id: 't1' });
  });

  it('when the call fails, then an ApiError carries status, code, message and issues', () => {
    const body = {
      success: false,
      error: {
        code: 'invalid_input',
        message: 'Parâmetros inválidos',
        issues: [{ path: 'questions.0.question', message: 'Texto da questão é obrigatório' }],
      },
    };
    let thrown: unknown;
    try {
      unwrapEnvelope(400, body);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 400,
      code: 'invalid_input',
      message: 'Parâmetros inválidos',
      issues: [{ path: 'questions.0.question', message: 'Texto da questão é obrigatório' }],
    });
  });

  it('when the body is not an envelope, then a generic pt-BR error is thrown', () => {
    expect(() => unwrapEnvelope(502, undefined)).toThrow(INVALID_RESPONSE_MESSAGE);
  });

  it('when a 4xx failed, then its own message is shown; otherwise the fallback', () => {
    const notFound = new ApiError({ status: 404, code: 'not_found', message: 'Template não encontrado' });
    const network = new ApiError({ status: 0, code: 'network', message: 'sem rede' });
    expect(errorMessage(notFound, 'Erro ao deletar template')).toBe('Template não encontrado');
    expect(errorMessage(network, 'Erro ao deletar template')).toBe('Erro ao deletar template');
  });

  it('when a 5xx carried a message, the catch-all included, then it is shown; without one, or no envelope, the fallback', () => {
    const caught = (status: number, body: unknown) => {
      try {
        unwrapEnvelope(status, body);
      } catch (error) {
        return error;
      }
      throw new Error('unwrapEnvelope did not throw');
    };
    const withMessage = caught(500, {
      success: false,
      error: { code: 'internal', message: 'Falha na geração do PDF' },
    });
    const withoutMessage = caught(500, { success: false, error: { code: 'internal' } });
    const notAnEnvelope = caught(502, '<html>Bad Gateway</html>');
    const catchAll = caught(500, {
      success: false,
      error: { code: 'internal', message: 'Erro interno do servidor. Tente novamente.' },
    });
    expect(errorMessage(withMessage, 'Erro ao aprovar questão')).toBe('Falha na geração do PDF');
    expect(errorMessage(withoutMessage, 'Erro ao aprovar questão')).toBe('Erro ao aprovar questão');
    expect(errorMessage(notAnEnvelope, 'Erro ao aprovar questão')).toBe('Erro ao aprovar questão');
    expect(errorMessage(catchAll, 'Erro ao aprovar questão')).toBe('Erro interno do servidor. Tente novamente.');
  });

  it('when a query fails with a 4xx, then it is not retried; other failures retry 3 times', () => {
    const forbidden = new ApiError({ status: 403, code: 'forbidden', message: 'Acesso negado' });
    expect(shouldRetry(0, forbidden)).toBe(false);
    expect(shouldRetry(2, new Error('rede'))).toBe(true);
    expect(shouldRetry(3, new Error('rede'))).toBe(false);
  });
});

describe('ApiError.isNotFound', () => {
  const error = (status: number) => new ApiError({ status, code: 'internal', message: 'x' });

  it('when a load fails with 404, or with the 400 of a malformed id, then there is no such record', () => {
    expect([404, 400].map((status) => ApiError.isNotFound(error(status)))).toEqual([true, true]);
  });

  it('when it fails otherwise, or with something that is not an ApiError, then it is not a missing record', () => {
    expect([403, 409, 500, 0].map((status) => ApiError.isNotFound(error(status)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(ApiError.isNotFound(new Error('404'))).toBe(false);
    expect(ApiError.isNotFound(undefined)).toBe(false);
  });
});
