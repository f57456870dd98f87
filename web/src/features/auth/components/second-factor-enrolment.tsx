import { useEffect } from 'react';
import { ErrorBanner } from '@/components/ui/error-banner';
import { LoadingState } from '@/components/ui/spinner';
import { useSecondFactorCode, useStartSecondFactorEnrolment } from '@/data/second-factor/second-factor-mutations';
import { errorMessage } from '@/lib/api-error';
import { SecondFactorCodeForm } from './second-factor-code-form';

/** The secret in groups of four, as it is easier to type from the screen. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Turning the second factor on: a new secret as a QR code (an SVG shown as an image) and as text,
 * then a code from the app to confirm it.
 */
export function SecondFactorEnrolment({ onEnrolled, cancel }: { onEnrolled?: () => void; cancel?: () => void }) {
  const start = useStartSecondFactorEnrolment();
  const confirm = useSecondFactorCode('confirmEnrolment');
  const { mutate } = start;
  useEffect(() => mutate(), [mutate]);

  if (start.isError) {
    return (
      <ErrorBanner onRetry={() => start.mutate()}>
        {errorMessage(start.error, 'Não foi possível gerar o código QR. Tente novamente.')}
      </ErrorBanner>
    );
  }
  if (!start.data) return <LoadingState text="Gerando código QR..." />;
  const { qrSvg, secret } = start.data;
  return (
    <div className="second-factor-enrolment">
      <ol className="second-factor-steps">
        <li>
          Instale um aplicativo autenticador no celular (Google Authenticator, Microsoft Authenticator ou outro) e
          escaneie este código QR:
          <img
            className="second-factor-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
            alt="Código QR da verificação em duas etapas"
            width={200}
            height={200}
          />
          <span className="field-hint">
            Sem câmera? Digite esta chave no aplicativo: <code className="second-factor-secret">{grouped(secret)}</code>
          </span>
        </li>
        <li>Digite o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      <SecondFactorCodeForm
        label="Ativar verificação em duas etapas"
        saveLabel="Ativar"
        busyLabel="Ativando..."
        cancel={cancel}
        onCode={async (code) => {
          await confirm.mutateAsync(code);
          onEnrolled?.();
        }}
      />
    </div>
  );
}
