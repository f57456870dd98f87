import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { auditKeyCall, type KeyCaller } from '../api-keys';
import { hasScope } from '../domain/api-keys/api-keys';
import { apiKeyMessages } from '../domain/api-keys/messages';
import { AppError } from '../domain/errors';
import type { PublicEndpoint, PublicOutput } from '../domain/public-api/contract';
import { emptyBodyMessage, parse } from '../http/endpoint';
import { enforceRateLimit, requestWeight } from '../http/rate-limit';
import { callerOf } from './key-auth';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface PublicCall<E extends PublicEndpoint> {
  /** The key's session: an admin's reach in its company, named after the key. */
  session: KeyCaller['session'];
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

/**
 * Serves one `/api/v1` endpoint of the contract: the key must carry the endpoint's permission
 * (else 403 'insufficient_scope'), each call counts against the key's own limit and its company's
 * budget, inputs are parsed strictly, the answer is cut to the contract's shape, and the call is
 * written to the company's audit trail as the key's, answered or refused.
 */
export function servePublic<E extends PublicEndpoint>(
  router: Router,
  endpoint: E,
  handler: (call: PublicCall<E>) => Promise<PublicOutput<E>>,
): void {
  router[endpoint.method](endpoint.path, async (req: Request, res: Response) => {
    const caller = callerOf(res);
    const kind = endpoint.method === 'get' ? 'read' : 'write';
    await enforceRateLimit(
      req,
      { uid: caller.session.uid, companyId: caller.session.companyId },
      kind,
      requestWeight(req, 'limit'),
    );
    const call = `${req.method} ${req.baseUrl}${req.path}`;
    let answer: unknown;
    try {
      if (!hasScope(caller.scopes, endpoint.scope)) {
        throw new AppError('insufficient_scope', apiKeyMessages.insufficientScope(endpoint.scope));
      }
      const params = parse(endpoint.params, req.params) as Out<E['params']>;
      const query = parse(endpoint.query, req.query) as Out<E['query']>;
      const body = parse(endpoint.body, req.body ?? {}, emptyBodyMessage(req.method)) as Out<E['body']>;
      answer = endpoint.response.parse(await handler({ session: caller.session, params, query, body }));
    } catch (error) {
      await auditKeyCall(caller, call, error instanceof AppError ? error.status : 500);
      throw error;
    }
    const status = endpoint.status ?? 200;
    await auditKeyCall(caller, call, status);
    res.status(status).json(answer);
  });
}
