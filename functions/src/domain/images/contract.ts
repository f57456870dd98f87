import type { Page } from '../envelope';
import { route, type BinaryOutput } from '../contract';
import {
  ImageListQuerySchema,
  ImageParamsSchema,
  ImageQuerySchema,
  UploadFieldsSchema,
  type ImageInfo,
  type UploadResult,
} from './image.schema';

/** Checklist photos: uploaded by the field user, read with the bearer token, listed for the diagnostic page. */
export const imagesApi = {
  /** A multipart form: these text fields and one `file`; served by its own function (sharp's memory). */
  upload: route('post', '/upload', { body: UploadFieldsSchema }).returns<UploadResult>(),
  /** The photo's or its thumbnail's bytes; the superadmin names the company. */
  bytes: route('get', '/checklists/image/:imageId', {
    params: ImageParamsSchema,
    query: ImageQuerySchema,
  }).returns<BinaryOutput>(),
  list: route('get', '/checklists/images/list', { query: ImageListQuerySchema }).returns<Page<ImageInfo>>(),
};
