import { clear, createStore, del, get, set } from 'idb-keyval';

/**
 * Photos taken and not yet uploaded, kept as Blobs in IndexedDB by their image id: they survive a
 * closed tab, show as thumbnails before they reach the server, and go when the network returns.
 */
const store = createStore('checkfrota-photos', 'queued');

export function queuePhoto(imageId: string, photo: Blob): Promise<void> {
  return set(imageId, photo, store);
}

export async function queuedPhoto(imageId: string): Promise<Blob | null> {
  return (await get<Blob>(imageId, store)) ?? null;
}

export function dropQueuedPhoto(imageId: string): Promise<void> {
  return del(imageId, store);
}

export function clearQueuedPhotos(): Promise<void> {
  return clear(store);
}
