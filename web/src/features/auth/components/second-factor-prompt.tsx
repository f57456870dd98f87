import type { SecondFactorGate } from '@domain/auth/second-factor-gate';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSecondFactorCode } from '@/data/second-factor/second-factor-mutations';
import { useSignOut } from '@/lib/session-context';
import { SecondFactorCodeForm } from './second-factor-code-form';
import { SecondFactorEnrolment } from './second-factor-enrolment';

/** What the gate asks: this sign-in's code, or (a superadmin without one) the enrolment. */
export function SecondFactorPrompt({ gate }: { gate: Exclude<SecondFactorGate, 'passed'> }) {
  const verify = useSecondFactorCode('verify');
  const signOut = useSignOut();
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
