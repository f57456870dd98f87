import { useQuery } from '@tanstack/react-query';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { dashboardQueries } from '@/data/dashboard/dashboard-queries';
import { errorMessage } from '@/lib/api-error';
import { formatLongDate } from '@/lib/format';
import { useSessionUser } from '@/lib/session-context';
import { CompanyDashboard } from '../components/company-dashboard';
import { DASHBOARD_TEXTS } from '../components/dashboard-texts';
import { greetingFor } from '../components/greeting';
import { PlatformDashboard } from '../components/platform-dashboard';
import '../components/dashboard.css';

export function DashboardRoute() {
  const user = useSessionUser();
  const dashboard = useQuery(dashboardQueries.overview());
  const now = new Date();

  function body() {
    if (dashboard.isPending) return <LoadingState text={DASHBOARD_TEXTS.loading} />;
    if (dashboard.isError) {
      return (
        <ErrorBanner onRetry={() => dashboard.refetch()}>
          {errorMessage(dashboard.error, DASHBOARD_TEXTS.loadError)}
        </ErrorBanner>
      );
    }
    return dashboard.data.view === 'platform' ? (
      <PlatformDashboard data={dashboard.data} />
    ) : (
      <CompanyDashboard data={dashboard.data} now={now} />
    );
  }

  return (
    <div className="page dashboard">
      <PageHeader
        title={`${greetingFor(now)}, ${user.name}!`}
        subtitle={
          <>
            {user.companyName && <span className="dashboard-company">{user.companyName} · </span>}
            <span className="dashboard-date">{formatLongDate(now)}</span>
          </>
        }
      />
      {body()}
    </div>
  );
}
