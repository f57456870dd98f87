import ArrowLeft from 'lucide-react/icons/arrow-left';
import CameraOff from 'lucide-react/icons/camera-off';
import ScanLine from 'lucide-react/icons/scan-line';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { qrTokenOfLink } from '@domain/fleet/vehicle-qr';
import { paths } from '@domain/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { createQrReader } from '../components/qr-reader';
import '../components/mobile.css';

/** How often a frame is read: enough to feel instant, little enough to spare a phone's battery. */
const READ_EVERY_MS = 250;

type ScanState = 'starting' | 'scanning' | 'no_camera';

/** The camera API is absent outside a secure context (plain http on a LAN address). */
const cameraAvailable = () => Boolean((navigator.mediaDevices as MediaDevices | undefined)?.getUserMedia);

/**
 * /mobile/scan, the in-app scanner ('Escanear QR do veículo'): iOS opens a link read by the
 * camera app in the browser, not in the installed app, so the app reads the label itself and
 * opens the vehicle's screen. Only this app's vehicle links are followed.
 */
export function VehicleScanRoute() {
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>(() => (cameraAvailable() ? 'starting' : 'no_camera'));
  const [foreign, setForeign] = useState(false);

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
  }, [navigate]);

  return (
    <div className="mobile-page">
      <header className="mobile-header">
        <Link to={paths.field.list} className="mobile-back" aria-label="Voltar para Meus Checklists">
          <ArrowLeft size={22} aria-hidden="true" />
        </Link>
        <div className="mobile-header-text">
          <h1>Escanear QR do veículo</h1>
        </div>
      </header>
      <main className="mobile-content">
        {state === 'no_camera' ? (
          <EmptyState
            icon={<CameraOff size={40} aria-hidden="true" />}
            title="Não foi possível abrir a câmera"
            hint="Permita o acesso à câmera nas configurações do navegador, ou leia a etiqueta com a câmera do celular."
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
      </main>
    </div>
  );
}
