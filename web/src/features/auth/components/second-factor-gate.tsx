import { useQuery } from '@tanstack/react-query';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ReactNode } from 'react';
import { secondFactorGate } from '@domain/auth/second-factor';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { LoadingState } from '@/components/ui/spinner';
import { secondFactorQueries } from '@/data/second-factor/second-factor-queries';
import { useSecondFactorCode } from '@/data/second-factor/second-factor-mutations';
import { useSignOut } from '@/lib/session-context';
import { SecondFactorCodeForm } from './second-factor-code-form';
import { SecondFactorEnrolment } from './second-factor-enrolment';
import './second-factor.css';

/**
 * The admin screens wait for the second factor: an enrolled admin or superadmin gives this
 * sign-in's code first, and a superadmin without one enrols it first (the API refuses everything
 * else until then).
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const status = useQuery(secondFactorQueries.status());
  const verify = useSecondFactorCode('verify');
  const signOut = useSignOut();

  if (status.isPending) return <LoadingState />;
  if (status.isError) {
    return (
      <div className="second-factor-page">
        <ErrorBanner onRetry={() => status.refetch()}>
          Não foi possível verificar a sua conta. Tente novamente.
        </ErrorBanner>
      </div>
    );
  }
  const gate = secondFactorGate(status.data);
  if (gate === 'passed') return children;
  return (
    <div className="second-factor-page">
      <Card className="second-factor-card" aria-labelledby="second-factor-title">
        <h1 className="card-title" id="second-factor-title">
          <ShieldCheck size={22} aria-hidden="true" /> Verificação em duas etapas
        </h1>
        {gate === 'verify' ? (
          <>
            <p>Abra o aplicativo autenticador do seu celular e digite o código do CheckFrota.</p>
            <SecondFactorCodeForm
              label="Código de verificação"
              saveLabel="Confirmar"
              busyLabel="Confirmando..."
              onCode={async (code) => {
                await verify.mutateAsync(code);
              }}
            />
          </>
        ) : (
          <>
            <p>A conta de superadmin só entra no CheckFrota com a verificação em duas etapas. Ative-a agora.</p>
            <SecondFactorEnrolment />
          </>
        )}
        <p className="second-factor-help">
          Perdeu o celular? Peça a outro administrador da empresa, ou ao suporte do CheckFrota, para redefinir a sua
          verificação.
        </p>
        <Button variant="ghost" onClick={() => void signOut()}>
          Sair
        </Button>
      </Card>
    </div>
  );
}
