import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';

/** Shown instead of a blank page when a screen crashes or its code can no longer be fetched. */
export function RouteError() {
  return (
    <main className="page route-error">
      <ErrorBanner
        action={
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            Recarregar página
          </Button>
        }
      >
        Algo deu errado ao abrir esta página. Recarregue para tentar novamente.
      </ErrorBanner>
    </main>
  );
}
