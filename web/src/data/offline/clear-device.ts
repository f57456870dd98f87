import { fieldPersister } from './persist';
import { clearQueuedPhotos } from './photo-queue';
import { forgetDeviceData } from './device-data';

/** What a signed-out person left on this device: the persisted field cache and the queued photos. */
export async function clearDeviceData(): Promise<void> {
  await Promise.all([fieldPersister.removeClient(), clearQueuedPhotos()]);
  forgetDeviceData();
}
