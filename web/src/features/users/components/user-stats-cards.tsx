import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ClipboardList, UserCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorBanner } from '@/components/ui/error-banner';
import { userQueries } from '@/data/users/user-queries';

/** Spec section 8's loading error for the stats. */
export const STATS_LOAD_ERROR = 'Erro ao buscar estatísticas';

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: number | undefined }) {
  return (
    <div className="card stat-card">
      <dt className="stat-card-label">
        <span className="stat-card-icon" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="stat-card-value">{value ?? '–'}</dd>
    </div>
  );
}

export function UserStatsCards() {
  const stats = useQuery(userQueries.stats());
  if (stats.isError) return <ErrorBanner onRetry={() => stats.refetch()}>{STATS_LOAD_ERROR}</ErrorBanner>;

  const data = stats.data;
  return (
    <dl className="user-stats" aria-label="Estatísticas de usuários" aria-busy={stats.isPending}>
      <StatCard icon={<Users size={22} />} label="Total de Usuários" value={data?.total} />
      <StatCard icon={<UserCheck size={22} />} label="Ativos" value={data?.active} />
      <StatCard icon={<ClipboardList size={22} />} label="Checklists Atribuídos" value={data?.checklistsAssigned} />
      <StatCard icon={<CheckCircle2 size={22} />} label="Checklists Concluídos" value={data?.checklistsCompleted} />
    </dl>
  );
}
