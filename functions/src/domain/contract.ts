import type { z } from 'zod';

/**
 * One declaration per API endpoint: method, path, input schemas and the type of `data` in its
 * success envelope. The routes serve it (http/endpoint.ts `serve`) and the web data layer calls it
 * (web/src/lib/api-client.ts `api.call`), so a path, an input or a response that drifts between
 * the two is a type error. Each domain keeps its endpoints in its own `<domain>/contract.ts`.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

interface Inputs {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

export interface EndpointContract<I extends Inputs = Inputs, O = unknown> {
  readonly method: HttpMethod;
  /** Under `/api`, Express style: `/vehicles/:id/overview`. */
  readonly path: string;
  readonly body?: I['body'];
  readonly query?: I['query'];
  readonly params?: I['params'];
  /** Never set: carries the response type to both sides. */
  readonly output?: O;
}

/** A file sent as bytes with its headers (the PDF report), not as a JSON envelope. */
export interface BinaryOutput {
  readonly binary: true;
}

type Field<I extends Inputs, K extends keyof Inputs> = I[K] extends z.ZodType ? I[K] : undefined;

/** What a caller sends (schema inputs, before defaults and coercion). */
export type BodyIn<E> = E extends EndpointContract<infer I> ? InputOf<Field<I, 'body'>> : never;
export type QueryIn<E> = E extends EndpointContract<infer I> ? InputOf<Field<I, 'query'>> : never;
export type ParamsIn<E> = E extends EndpointContract<infer I> ? InputOf<Field<I, 'params'>> : never;
/** What the handler receives (schema outputs). */
export type BodyOf<E> = E extends EndpointContract<infer I> ? OutputOfSchema<Field<I, 'body'>> : never;
export type QueryOf<E> = E extends EndpointContract<infer I> ? OutputOfSchema<Field<I, 'query'>> : never;
/** What a list screen asks for: its query as the API reads it, the cursor as the text a page answered. */
export type ListQueryOf<E> = Omit<QueryOf<E>, 'after'> & { after?: string };
export type ParamsOf<E> = E extends EndpointContract<infer I> ? OutputOfSchema<Field<I, 'params'>> : never;
/** The `data` of the success envelope. */
export type ResponseOf<E> = E extends EndpointContract<Inputs, infer O> ? O : never;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOfSchema<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * Declares an endpoint; `.returns<T>()` names its response type:
 * `route('get', '/vehicles/:id/overview', { params: IdParamsSchema }).returns<VehicleOverview>()`.
 */
export function route<const I extends Inputs = Record<never, never>>(method: HttpMethod, path: string, inputs?: I) {
  const contract = { method, path, ...inputs };
  return {
    returns: <O>() => contract as EndpointContract<I, O>,
  };
}

/**
 * The path with its `:params` filled in, each kept to one encoded segment:
 * `pathOf('/vehicles/:id', { id: 'a/b' })` is `/vehicles/a%2Fb`.
 */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathOf: missing :${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
