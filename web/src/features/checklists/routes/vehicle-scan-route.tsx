import CameraOff from 'lucide-react/icons/camera-off';
import ScanLine from 'lucide-react/icons/scan-line';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { vehicleMessages } from '@domain/fleet/messages';
import { formatPlate, isValidPlate, PLATE_MAX_LENGTH } from '@domain/fleet/plate';
import { qrTokenOfLink } from '@domain/fleet/vehicle-qr';
import { paths } from '@domain/paths';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/field';
import { vehicleTokenByPlate } from '@/data/vehicle-qr/vehicle-access-queries';
import { errorMessage } from '@/lib/api-error';
import { createQrReader } from '../components/qr-reader';
import { FieldBackHeader } from '../components/field-back-header';
import '../components/mobile.css';

/** How often a frame is read: enough to feel instant, little enough to spare a phone's battery. */
const READ_EVERY_MS = 250;

type ScanState = 'starting' | 'scanning' | 'no_camera';

/** The camera API is absent outside a secure context (plain http on a LAN address). */
const cameraAvailable = () => Boolean((navigator.mediaDevices as MediaDevices | undefined)?.getUserMedia);

/**
 * Where the camera cannot read the label (no camera, refused, a torn label): the plate the label
 * prints, typed, opens the same vehicle screen as the label's link, with the same checks.
 */
function PlateEntry() {
  const navigate = useNavigate();
  const [plate, setPlate] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function open(event: FormEvent) {
    event.preventDefault();
    if (!isValidPlate(plate)) {
      setError(vehicleMessages.plateInvalid);
      return;
    }
    setBusy(true);
    try {
      navigate(paths.field.vehicle(await vehicleTokenByPlate(plate)));
    } catch (failure) {
      setError(errorMessage(failure, vehicleMessages.notFound));
      setBusy(false);
    }
  }

  return (
    <form className="vehicle-scan-plate" onSubmit={(event) => void open(event)} noValidate>
      <TextField
        label="Placa do veículo"
        hint="Digite a placa impressa na etiqueta, ex: ABC-1234."
        value={plate}
        error={error}
        maxLength={PLATE_MAX_LENGTH}
        autoCapitalize="characters"
        autoComplete="off"
        enterKeyHint="go"
        onChange={(event) => {
          setPlate(formatPlate(event.currentTarget.value));
          setError(undefined);
        }}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Abrindo...' : 'Abrir veículo'}
      </Button>
    </form>
  );
}

/**
 * /mobile/scan, the in-app scanner ('Escanear QR do veículo'): iOS opens a link read by the
 * camera app in the browser, not in the installed app, so the app reads the label itself and
 * opens the vehicle's screen. Only this app's vehicle links are followed. Without a camera, it
 * offers to try again and to type the plate.
 */
export function VehicleScanRoute() {
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>(() => (cameraAvailable() ? 'starting' : 'no_camera'));
  const [foreign, setForeign] = useState(false);
  // 'Tentar novamente' opens the camera again (a permission just granted, a camera freed).
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;

    async function run() {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        if (!stopped) setState('no_camera');
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const read = await createQrReader();
      if (stopped) return;
      setState('scanning');
      const tick = async () => {
        if (stopped) return;
        const text = await read(element).catch(() => null);
        if (stopped) return;
        if (text) {
          const token = qrTokenOfLink(text, window.location.origin);
          if (token) {
            navigate(paths.field.vehicle(token), { replace: true });
            return;
          }
          setForeign(true);
        }
        timer = window.setTimeout(() => void tick(), READ_EVERY_MS);
      };
      void tick();
    }

    if (cameraAvailable()) void run();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [navigate, attempt]);

  return (
    <div className="mobile-page">
      <FieldBackHeader title="Escanear QR do veículo" />
      <main className="mobile-content">
        {state === 'no_camera' ? (
          <EmptyState
            icon={<CameraOff size={40} aria-hidden="true" />}
            title="Não foi possível abrir a câmera"
            hint="Permita o acesso à câmera nas configurações do navegador, ou leia a etiqueta com a câmera do celular."
            action={
              cameraAvailable() && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setState('starting');
                    setAttempt((n) => n + 1);
                  }}
                >
                  Tentar novamente
                </Button>
              )
            }
          />
        ) : (
          <>
            <div className="vehicle-scan-frame">
              <video ref={video} className="vehicle-scan-video" muted playsInline aria-label="Imagem da câmera" />
              <div className="vehicle-scan-target" aria-hidden="true" />
            </div>
            <p className="vehicle-scan-hint" role="status">
              <ScanLine size={16} aria-hidden="true" />{' '}
              {state === 'starting'
                ? 'Abrindo a câmera...'
                : foreign
                  ? 'Este QR não é de um veículo do CheckFrota. Aponte para a etiqueta do veículo.'
                  : 'Aponte a câmera para a etiqueta QR do veículo.'}
            </p>
          </>
        )}
        <PlateEntry />
      </main>
    </div>
  );
}
