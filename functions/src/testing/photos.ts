import sharp from 'sharp';
import request from 'supertest';
import { expect } from 'vitest';
import { createApp } from '../app';

const app = createApp();
let jpeg: Promise<Buffer> | undefined;

/** A small real JPEG (the upload re-encodes whatever it gets, so it must be an image). */
export function testJpeg(): Promise<Buffer> {
  jpeg ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#557799' } })
    .jpeg()
    .toBuffer();
  return jpeg;
}

/** Uploads a photo to a question of a checklist as the holder of `token`, as the phone does; its `image_ref://` reference. */
export async function uploadPhoto(token: string, checklistId: string, questionId: string): Promise<string> {
  const res = await request(app)
    .post('/api/upload')
    .set('Authorization', `Bearer ${token}`)
    .field('checklistId', checklistId)
    .field('questionId', questionId)
    .attach('file', await testJpeg(), { filename: 'foto.jpg', contentType: 'image/jpeg' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.url as string;
}
