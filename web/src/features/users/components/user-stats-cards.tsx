import { useQuery } from '@tanstack/react-query';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';
import { ErrorBanner } from '@/components/ui/error-banner';
import { StatCard } from '@/components/ui/stat-card';
import { userQueries } from '@/data/users/user-queries';

/** Spec section 8's loading error for the stats. */
export const STATS_LOAD_ERROR = 'Erro ao buscar estatísticas';

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
