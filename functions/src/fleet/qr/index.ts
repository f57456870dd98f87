/** A vehicle's QR label: the token it prints, which a field user's scan opens the vehicle with. */
export { scannedVehicle, vehicleQrToken, vehicleQrTokenOf, vehicleTokenByPlate } from './qr.service';
