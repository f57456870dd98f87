import { fieldPersister } from './persist';
import { clearQueuedPhotos } from './photo-queue';
import { forgetDeviceData } from './device-data';
import { clearTypedTexts } from './typed-texts';

/** What a signed-out person left on this device: the persisted field cache, the queued photos and typed texts. */
export async function clearDeviceData(): Promise<void> {
  await Promise.all([fieldPersister.removeClient(), clearQueuedPhotos()]);
  clearTypedTexts();
  forgetDeviceData();
}
