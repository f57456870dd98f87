import { finesApi } from '@domain/fines/contract';
import { recordAttachment } from '../attachments/record-attachment';
import { refreshFines } from './fine-queries';

/** A fine's notification, scanned or photographed. */
export const fineAttachment = recordAttachment(finesApi, (client) => refreshFines(client));
