import type { Writable } from 'node:stream';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { ApiIssue, ApiSuccess } from '../domain/api';
import type { BinaryOutput, BodyOf, EndpointContract, ParamsOf, QueryOf, ResponseOf } from '../domain/contract';
import { AppError, forbidden } from '../domain/errors';
import { isRecentSignIn } from '../domain/auth/recent-sign-in';
import { MESSAGES } from '../domain/messages';
import { companyOf, type CompanySession, type Role, type SessionUser } from '../domain/roles';
import { enterCompanyLane } from './company-lanes';
import { readMultipart, type MultipartLimits, type UploadedFile } from './multipart';
import { enforceAddressLimit, enforceRateLimit, rateLimitKind, requestWeight, type RateLimitKind } from './rate-limit';
// For `req.sessionUser` (declared there) in every build this file is part of, the local one included.
import type {} from './middleware/authenticate';

type Schema = z.ZodType;
/** The costly kinds a route names for itself (the rest are counted before sign-in, or by method). */
type RouteLimitKind = Extract<RateLimitKind, 'upload' | 'pdf' | 'export'>;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface EndpointSpec<B, Q, P> {
  /** Who may call it; everyone else gets 403. Required, so no route is left unguarded. */
  roles: readonly Role[];
  body?: B;
  query?: Q;
  params?: P;
  /** A multipart form with one file: its text fields are the body, checked against `body`. */
  multipart?: MultipartLimits;
  /** HTTP status of a success (default 200). */
  status?: number;
  /** The per-user limit this route counts against; writes count as 'write' and reads as 'read' unless they name their own. */
  rateLimit?: RouteLimitKind;
  /** Only for a sign-in made in the last minutes (domain/auth/recent-sign-in), else 403 'Entre novamente…'. */
  recentSignIn?: true;
  /**
   * Answers a sign-in that has not passed its second factor yet (the second factor's own routes);
   * every other route refuses it with 403 until it does (domain/auth/second-factor.ts).
   */
  beforeSecondFactor?: true;
  /**
   * Answers an account whose password someone else typed (the password change itself); every
   * other route refuses it with 403 until its holder sets their own.
   */
  beforePasswordChange?: true;
}

export interface EndpointInput<B, Q, P> {
  session: SessionUser;
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  /** The form's file, when the spec declares `multipart` and one was sent. */
  file: UploadedFile | null;
  /** The origin the request came through (behind Hosting, its forwarded host). */
  origin: string;
  /** Counts this request against a per-user limit the route applies only when it does the costly work. */
  limit: (kind: RouteLimitKind) => Promise<void>;
  /** When this sign-in was made (the token's auth_time, seconds since the epoch). */
  authTime: number;
}

/** A handler's result sent as bytes with these headers, instead of the JSON envelope. */
export class BinaryBody {
  constructor(
    readonly bytes: Buffer,
    readonly headers: Record<string, string> & { 'Content-Type': string },
  ) {}
}

/**
 * A handler's result written to the response as it is made (an export's file), with these headers:
 * `write` writes the whole body to `out` and ends it, holding no more of it than it writes.
 */
export class StreamBody {
  constructor(
    readonly headers: Record<string, string> & { 'Content-Type': string },
    readonly write: (out: Writable) => Promise<void>,
  ) {}
}

function toIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message:
      issue.code === 'unrecognized_keys' ? `${MESSAGES.http.unknownField}: ${issue.keys.join(', ')}` : issue.message,
  }));
}

/** `empty`: the refusal's message when nothing at all was sent (a body with no field). */
export function parse<S extends Schema | undefined>(schema: S, value: unknown, empty?: string): Out<S> {
  if (!schema) return undefined as Out<S>;
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = toIssues(result.error);
    const nothingSent = empty !== undefined && isEmptyObject(value);
    throw new AppError(
      'invalid_input',
      nothingSent ? empty : (issues[0]?.message ?? MESSAGES.http.invalidParams),
      issues,
    );
  }
  return result.data as Out<S>;
}

const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/**
 * What a write that needed a body and got none is told: an update, or a creation or action. A
 * deletion's body is its confirmation (the company's name typed), whose own message says what to type.
 */
export function emptyBodyMessage(method: string): string | undefined {
  if (method === 'DELETE') return undefined;
  return method === 'PUT' || method === 'PATCH' ? MESSAGES.http.emptyUpdate : MESSAGES.http.emptyBody;
}

/** `https://host`, from the forwarded host and protocol the app trusts ('trust proxy'). */
function requestOrigin(req: Request): string {
  const host = req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host') || 'localhost';
  return `${req.protocol}://${host}`;
}

/**
 * Declares one route: the roles that may call it, its strict zod inputs, and the use case it
 * runs. The handler receives parsed input only; its result is sent as `{ success, data }`, or as
 * bytes when it is a BinaryBody.
 */
export function endpoint<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(spec: EndpointSpec<B, Q, P>, handler: (input: EndpointInput<B, Q, P>) => Promise<unknown>): RequestHandler {
  const run = async (req: Request, res: Response) => {
    const session = req.sessionUser;
    if (!session) throw new Error('endpoint() mounted without authenticate()');
    if (!spec.roles.includes(session.role)) throw forbidden();
    if (!spec.beforeSecondFactor && req.secondFactorGate === 'verify') {
      throw new AppError('second_factor_required', MESSAGES.secondFactor.secondFactorRequired);
    }
    if (!spec.beforeSecondFactor && req.secondFactorGate === 'enrol') {
      throw new AppError('second_factor_enrolment_required', MESSAGES.secondFactor.secondFactorEnrolmentRequired);
    }
    if (!spec.beforePasswordChange && session.passwordChangeRequired) {
      throw new AppError('password_change_required', MESSAGES.ownPassword.passwordChangeRequired);
    }
    if (spec.recentSignIn && !isRecentSignIn(req.authTime, new Date())) {
      throw new AppError('recent_sign_in_required', MESSAGES.auth.recentSignInRequired);
    }
    const caller = { uid: session.uid, companyId: session.companyId };
    // Before the body is read or any route work: a refused caller costs a counter write or two.
    const kind = rateLimitKind(req, spec.rateLimit);
    const weight = kind === 'read' ? requestWeight(req) : 1;
    await enforceRateLimit(req, caller, kind, weight);
    // Within its budget, a request still waits for its company's turn in this instance.
    const leave = await enterCompanyLane(req, res, caller.companyId, kind, weight);
    if (!leave) return;
    try {
      await answer(req, res, session, caller);
    } finally {
      leave();
    }
  };
  const answer = async (
    req: Request,
    res: Response,
    session: SessionUser,
    caller: { uid: string; companyId: string | null },
  ) => {
    const params = parse(spec.params, req.params);
    const query = parse(spec.query, req.query);
    const form = spec.multipart ? await readMultipart(req, spec.multipart) : null;
    const input = {
      session,
      params,
      query,
      body: parse(spec.body, form ? form.fields : (req.body ?? {}), emptyBodyMessage(req.method)),
      file: form?.file ?? null,
      origin: requestOrigin(req),
      limit: (limited: RouteLimitKind) => enforceRateLimit(req, caller, limited),
      authTime: req.authTime ?? 0,
    } as EndpointInput<B, Q, P>;
    const data = await handler(input);
    if (data instanceof BinaryBody) {
      res
        .status(spec.status ?? 200)
        .set(data.headers)
        .send(data.bytes);
      return;
    }
    if (data instanceof StreamBody) {
      res.status(spec.status ?? 200).set(data.headers);
      try {
        await data.write(res);
      } catch (error) {
        // Once bytes went out no error envelope can follow: the download is cut short instead.
        if (!res.headersSent) throw error;
        res.destroy(error as Error);
      }
      return;
    }
    const body: ApiSuccess<unknown> = { success: true, data };
    res.status(spec.status ?? 200).json(body);
  };
  // What a route takes, for the tests that read the route table (roles, generated inputs).
  return Object.assign(run, {
    roles: spec.roles,
    body: spec.body,
    query: spec.query,
    multipart: spec.multipart !== undefined,
  });
}

/**
 * Who a handler acts as: an endpoint closed to the superadmin always has a company (DESIGN D3); one
 * open to both has it once the role is not 'superadmin'.
 */
export type SessionFor<R extends readonly Role[]> = 'superadmin' extends R[number]
  ? (SessionUser & { role: 'superadmin' }) | (CompanySession & { role: Exclude<R[number], 'superadmin'> })
  : CompanySession;

/**
 * What a handler returns: the contract's response, or the bytes of a file where the contract's
 * response is (or may be, like the LGPD export's JSON-or-PDF) a file.
 */
type Served<E> = ResponseOf<E> | (BinaryOutput extends ResponseOf<E> ? BinaryBody | StreamBody : never);

export interface ServedInput<E, R extends readonly Role[]> {
  session: SessionFor<R>;
  body: BodyOf<E>;
  query: QueryOf<E>;
  params: ParamsOf<E>;
  file: UploadedFile | null;
  origin: string;
  limit: EndpointInput<undefined, undefined, undefined>['limit'];
  authTime: number;
}

/**
 * Serves one endpoint of a domain's contract on `router` (mounted at the API's root): its method,
 * path and inputs come from the contract, and the handler must return the contract's response
 * type, so the route and the web client cannot drift apart. A company-bound caller's session
 * arrives as a CompanySession (403 'noCompany' without one), so no handler calls `companyOf`.
 */
export function serve<E extends EndpointContract, const R extends readonly Role[]>(
  router: Router,
  contract: E,
  spec: Omit<EndpointSpec<undefined, undefined, undefined>, 'roles' | 'body' | 'query' | 'params'> & { roles: R },
  handler: (input: ServedInput<E, R>) => Promise<Served<E>>,
): void {
  const run = endpoint(
    { ...spec, body: contract.body, query: contract.query, params: contract.params },
    ({ session, ...input }) =>
      handler({
        ...input,
        session: (session.role === 'superadmin' ? session : companyOf(session)) as SessionFor<R>,
      } as ServedInput<E, R>),
  );
  router[contract.method](contract.path, run);
}

export interface PublicInput<E> {
  body: BodyOf<E>;
  query: QueryOf<E>;
  params: ParamsOf<E>;
  /** The form's file, when the spec declares `multipart` and one was sent. */
  file: UploadedFile | null;
}

/**
 * Serves one endpoint that needs no account (a workshop's O.S. link): mounted before
 * authentication, its strict zod inputs checked as any route's, each caller's address counted
 * against the 'link' limit first; whatever stands for the caller's identity (a link's token) is
 * the handler's to verify, and to count against a limit of its own.
 */
export function servePublic<E extends EndpointContract>(
  router: Router,
  contract: E,
  handler: (input: PublicInput<E>) => Promise<Served<E>>,
  spec: { multipart?: MultipartLimits } = {},
): void {
  const run = async (req: Request, res: Response) => {
    await enforceAddressLimit(req, 'link');
    const params = parse(contract.params, req.params);
    const query = parse(contract.query, req.query);
    const form = spec.multipart ? await readMultipart(req, spec.multipart) : null;
    const body = parse(contract.body, form ? form.fields : (req.body ?? {}), emptyBodyMessage(req.method));
    const data = await handler({ params, query, body, file: form?.file ?? null } as PublicInput<E>);
    if (data instanceof BinaryBody) {
      res.status(200).set(data.headers).send(data.bytes);
      return;
    }
    const answer: ApiSuccess<unknown> = { success: true, data };
    res.status(200).json(answer);
  };
  router[contract.method](contract.path, Object.assign(run, { public: true as const }));
}
