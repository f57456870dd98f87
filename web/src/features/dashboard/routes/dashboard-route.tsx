import { NotBuiltNotice } from '@/components/ui/not-built-notice';
import { PageHeader } from '@/components/ui/page-header';
import { formatLongDate } from '@/lib/format';
import { useSessionUser } from '@/lib/session-context';
import { greetingFor } from '../components/greeting';

export function DashboardRoute() {
  const user = useSessionUser();
  const now = new Date();

  return (
    <div className="page">
      <PageHeader
        title={`${greetingFor(now)}, ${user.name}!`}
        subtitle={
          <>
            {user.companyName && <span className="dashboard-company">{user.companyName} · </span>}
            <span className="dashboard-date">{formatLongDate(now)}</span>
          </>
        }
      />
      <NotBuiltNotice>
        Os indicadores do painel (usuários, templates, checklists e desempenho) ainda não foram construídos. Eles
        chegam em uma próxima versão.
      </NotBuiltNotice>
    </div>
  );
}
