/**
 * What a journey reads straight from the local Firestore emulator, for what no screen or endpoint
 * shows (a QR label's token is only inside the printed PDF's QR code).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

function firestore() {
  // The local Firestore emulator speaks gRPC only: read it with the Admin SDK, as the API does.
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: 'demo-checkfrota' }));
}

/** The link a vehicle's QR label holds, from the token the vehicle keeps (made when its first label is printed). */
export async function vehicleQrLink(vehicleId: string, companyId = 'alfa'): Promise<string> {
  const token = (await firestore().doc(`companies/${companyId}/vehicles/${vehicleId}`).get()).get('qrToken');
  if (typeof token !== 'string') throw new Error(`o veículo ${vehicleId} ainda não tem etiqueta QR`);
  return `/mobile/vehicle/${token}`;
}
