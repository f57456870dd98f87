import { ErrorBanner } from '@/components/ui/error-banner';
import { NotBuiltNotice } from '@/components/ui/not-built-notice';
import { PageHeader } from '@/components/ui/page-header';
import { useSessionUser } from '@/lib/session-context';

export function CompaniesRoute() {
  const user = useSessionUser();

  // The route guard keeps admins out already; the page still refuses on its own (spec).
  if (user.role !== 'superadmin') {
    return (
      <div className="page">
        <PageHeader title="Acesso Negado" subtitle="Apenas super administradores podem acessar esta página." />
        <ErrorBanner>Acesso negado. Apenas super administradores podem ver esta página.</ErrorBanner>
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeader title="Empresas" subtitle="Gerencie as empresas que usam o CheckFrota" />
      <NotBuiltNotice />
    </div>
  );
}
