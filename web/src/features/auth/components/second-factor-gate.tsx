import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { secondFactorGate } from '@domain/auth/second-factor-gate';
import { ErrorBanner } from '@/components/ui/error-banner';
import { LoadingState } from '@/components/ui/spinner';
import { secondFactorQueries } from '@/data/second-factor/second-factor-queries';
import './second-factor.css';

// The code's form and the enrolment load only for someone asked for them: an admin who never
// turned the factor on reaches the dashboard without the forms' code.
const SecondFactorPrompt = lazy(async () => ({
  default: (await import('./second-factor-prompt')).SecondFactorPrompt,
}));

/**
 * The admin screens wait for the second factor: an enrolled admin or superadmin gives this
 * sign-in's code first, and a superadmin without one enrols it first (the API refuses everything
 * else until then).
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const status = useQuery(secondFactorQueries.status());

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
    <Suspense fallback={<LoadingState />}>
      <SecondFactorPrompt gate={gate} />
    </Suspense>
  );
}
