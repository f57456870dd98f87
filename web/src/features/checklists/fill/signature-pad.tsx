import SignaturePad from 'signature_pad';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

interface SignaturePadProps {
  /** What is signed, for screen readers ('Assinatura de quem recebe'). */
  label: string;
  /** The drawing as a PNG on white after each stroke; null once cleared. */
  onChange: (drawing: Blob | null) => void;
  disabled?: boolean;
}

const toBlob = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));

/**
 * A box to sign in with a finger (signature_pad: pressure-like strokes, touch and mouse), and
 * 'Limpar' to start again. Loaded only by the screens that ask for a signature.
 */
export default function SignaturePadField({ label, onChange, disabled = false }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const changed = useEffectEvent((drawing: Blob | null) => onChange(drawing));

  useEffect(() => {
    const canvas = canvasRef.current!;
    // The drawing is on white: the server stores it as a JPEG, which has no transparency.
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: '#111827' });
    padRef.current = pad;
    // Sharp on a high-density screen: the canvas has as many pixels as the screen shows. Only a
    // new width redraws the box (and clears it): a phone's address bar hiding resizes the window too.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      if (canvas.width === canvas.offsetWidth * ratio && !pad.isEmpty()) return;
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      setEmpty(true);
      changed(null);
    };
    fit();
    const stroke = async () => {
      setEmpty(pad.isEmpty());
      changed(pad.isEmpty() ? null : await toBlob(canvas));
    };
    pad.addEventListener('endStroke', stroke);
    window.addEventListener('resize', fit);
    return () => {
      pad.removeEventListener('endStroke', stroke);
      window.removeEventListener('resize', fit);
      pad.off();
    };
  }, []);

  useEffect(() => {
    if (disabled) padRef.current?.off();
    else padRef.current?.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
    onChange(null);
  };

  return (
    <div className="signature-pad">
      <canvas ref={canvasRef} className="signature-canvas" role="img" aria-label={label} />
      <p className="signature-hint muted">{empty ? 'Assine com o dedo dentro do quadro' : 'Assinatura desenhada'}</p>
      <Button variant="secondary" disabled={disabled || empty} onClick={clear}>
        Limpar
      </Button>
    </div>
  );
}
