import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { secondFactorQueries } from '@/data/second-factor/second-factor-queries';
import { useSecondFactorCode } from '@/data/second-factor/second-factor-mutations';
import { toast } from '@/lib/toast';
import { SecondFactorCodeForm } from '../components/second-factor-code-form';
import { SecondFactorEnrolment } from '../components/second-factor-enrolment';
import '../components/second-factor.css';

/**
 * `/admin/security` ('Segurança'): the signed-in admin turns the second factor on or off; the
 * superadmin sees theirs on (it cannot be turned off).
 */
export function SecurityRoute() {
  const status = useQuery(secondFactorQueries.status());
  const disable = useSecondFactorCode('disable');
  const [step, setStep] = useState<'idle' | 'enrolling' | 'disabling'>('idle');

  return (
    <div className="page page-narrow">
      <PageHeader title="Segurança" subtitle="Proteja a sua conta com um código do celular, além da senha" />
      {status.isPending ? (
        <LoadingState />
      ) : status.isError ? (
        <ErrorBanner onRetry={() => status.refetch()}>Não foi possível carregar. Tente novamente.</ErrorBanner>
      ) : (
        <Card aria-labelledby="security-second-factor">
          <h2 className="card-title" id="security-second-factor">
            Verificação em duas etapas{' '}
            <Badge tone={status.data.enrolled ? 'success' : 'neutral'}>
              {status.data.enrolled ? 'Ativa' : 'Desativada'}
            </Badge>
          </h2>
          <p>
            A cada entrada, depois da senha, o CheckFrota pede o código de 6 dígitos de um aplicativo autenticador no
            seu celular.
          </p>
          {!status.data.enrolled &&
            (step === 'enrolling' ? (
              <SecondFactorEnrolment
                cancel={() => setStep('idle')}
                onEnrolled={() => {
                  setStep('idle');
                  toast.success('Verificação em duas etapas ativada');
                }}
              />
            ) : (
              <Button onClick={() => setStep('enrolling')}>Ativar verificação em duas etapas</Button>
            ))}
          {status.data.enrolled &&
            !status.data.required &&
            (step === 'disabling' ? (
              <SecondFactorCodeForm
                label="Desativar verificação em duas etapas"
                saveLabel="Desativar"
                busyLabel="Desativando..."
                cancel={() => setStep('idle')}
                onCode={async (code) => {
                  await disable.mutateAsync(code);
                  setStep('idle');
                  toast.success('Verificação em duas etapas desativada');
                }}
              />
            ) : (
              <Button variant="secondary" onClick={() => setStep('disabling')}>
                Desativar
              </Button>
            ))}
          {status.data.required && <p className="field-hint">Obrigatória para o superadmin.</p>}
        </Card>
      )}
    </div>
  );
}
