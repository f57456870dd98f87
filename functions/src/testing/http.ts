import request from 'supertest';
import { createApp } from '../app';

const app = createApp();

type Method = 'get' | 'post' | 'put' | 'delete';

/** Calls the real Express app as the holder of `token` (or anonymously). */
export function call(method: Method, path: string, token?: string, body?: unknown) {
  let req = request(app)[method](path);
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  return body === undefined ? req : req.send(body as object);
}
