import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { QR_TOKEN_BYTES } from '../../domain/fleet/vehicle-qr';
import { db } from '../../platform/firebase';

/**
 * A vehicle's QR tokens live in a top-level collection keyed by the token, so a scan finds its
 * company and vehicle in one read without knowing the company; the vehicle keeps its current token
 * (`qrToken`), and only a token equal to it opens the vehicle (a token doc left by a race or a
 * revoke that stopped half-way opens nothing).
 */
export const VEHICLE_QR_TOKENS_COLLECTION = 'vehicle_qr_tokens';

const tokens = () => db().collection(VEHICLE_QR_TOKENS_COLLECTION);
const vehicle = (companyId: string, vehicleId: string) =>
  db().collection('companies').doc(companyId).collection('vehicles').doc(vehicleId);

const newToken = () => randomBytes(QR_TOKEN_BYTES).toString('base64url');

export interface QrTokenTarget {
  companyId: string;
  vehicleId: string;
}

export const vehicleQrRepository = {
  /** The company and vehicle a token names, if it is still the vehicle's current one. */
  async resolve(token: string): Promise<QrTokenTarget | null> {
    const snap = await tokens().doc(token).get();
    const data = snap.data();
    if (!data || typeof data.companyId !== 'string' || typeof data.vehicleId !== 'string') return null;
    const current = await vehicle(data.companyId, data.vehicleId).get();
    if (!current.exists || current.get('qrToken') !== token) return null;
    return { companyId: data.companyId, vehicleId: data.vehicleId };
  },

  /** The vehicle's current token, made on its first label; null when the vehicle is gone. */
  async ensure(companyId: string, vehicleId: string): Promise<string | null> {
    const snap = await vehicle(companyId, vehicleId).get();
    if (!snap.exists) return null;
    const current: unknown = snap.get('qrToken');
    if (typeof current === 'string' && current) return current;
    return this.replace(companyId, vehicleId);
  },

  /**
   * A new token for the vehicle: its document first, then the vehicle's field (from then on only
   * the new one opens it), then the old document goes. Null when the vehicle is gone.
   */
  async replace(companyId: string, vehicleId: string): Promise<string | null> {
    const ref = vehicle(companyId, vehicleId);
    const before: unknown = (await ref.get()).get('qrToken');
    const token = newToken();
    await tokens().doc(token).create({ companyId, vehicleId, createdAt: Timestamp.now() });
    try {
      await ref.update({ qrToken: token, qrTokenAt: FieldValue.serverTimestamp() });
    } catch {
      await tokens().doc(token).delete();
      return null;
    }
    if (typeof before === 'string' && before) await tokens().doc(before).delete();
    return token;
  },

  /** Removes the vehicle's token document (the vehicle is being deleted). */
  async removeFor(companyId: string, vehicleId: string): Promise<void> {
    const snap = await tokens().where('companyId', '==', companyId).where('vehicleId', '==', vehicleId).get();
    await Promise.all(snap.docs.map((doc) => doc.ref.delete()));
  },
};
