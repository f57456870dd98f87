import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileText from 'lucide-react/icons/file-text';
import TrendingUp from 'lucide-react/icons/trending-up';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import Users from 'lucide-react/icons/users';
import type { CompanyDashboard as Figures } from '@domain/dashboard/dashboard.types';
import { StatCard } from '@/components/ui/stat-card';
import { formatPercent } from '@/lib/format';
import { DashboardPanel } from './dashboard-panel';
import { DeadlinesPanel } from './deadlines-panel';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { FigureList } from './figure-list';
import { FleetPanel } from './fleet-panel';
import { MissedTodayPanel } from './missed-today-panel';
import { NextSteps } from './next-steps';
import { PerformancePanel } from './performance-panel';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { RejectedQuestions } from './rejected-questions';

/**
 * An admin's dashboard: what waits for the admin first (the overdue alert, the checklists to review,
 * the vehicles out of service), then every block of spec /admin/dashboard, today's missed scheduled
 * checklists and the next deadlines first, then the fleet and the rejected questions.
 */
export function CompanyDashboard({ data, now }: { data: Figures; now: Date }) {
  return (
    <>
      {data.overdue > 0 && (
        <div className="dashboard-overdue" role="alert">
          <TriangleAlert size={22} aria-hidden="true" />
          <div>
            <strong>{DASHBOARD_TEXTS.overdue(data.overdue)}</strong>
            <p>{DASHBOARD_TEXTS.overdueHint}</p>
          </div>
        </div>
      )}

      <NextSteps awaitingReview={data.awaitingReview} outOfService={data.fleet.outOfService} />

      <dl className="stat-cards" aria-label="Resumo">
        <StatCard icon={<Users size={22} />} label="Total de Usuários" value={data.usersCount} />
        <StatCard icon={<FileText size={22} />} label="Templates" value={data.templatesCount} />
        <StatCard icon={<ClipboardList size={22} />} label="Checklists Total" value={data.totalChecklists} />
        <StatCard
          icon={<TrendingUp size={22} />}
          label="Taxa de Conclusão"
          value={formatPercent(data.completionRate)}
        />
      </dl>

      <FigureList
        className="dashboard-status-counters"
        label="Checklists por status"
        figures={[
          { label: 'Pendentes', value: data.pending, tone: 'neutral' },
          { label: 'Em Andamento', value: data.in_progress, tone: 'warning' },
          { label: 'Em Revisão', value: data.in_review, tone: 'info' },
          { label: 'Aprovados', value: data.approved, tone: 'success' },
          { label: 'Rejeitados', value: data.rejected, tone: 'danger' },
          { label: 'Vencidos', value: data.overdue, tone: 'danger' },
        ]}
      />

      <div className="dashboard-grid">
        <MissedTodayPanel />
        <DeadlinesPanel />
        <PerformancePanel rates={data} />
        <RecentActivity activities={data.recentActivity} now={now} />
        <QuickActions role="admin" />
        <DashboardPanel title="Resumo Semanal">
          <FigureList
            label="Resumo Semanal"
            figures={[
              { label: 'Concluídos esta semana', value: data.thisWeekCompleted, tone: 'success' },
              { label: 'Concluídos este mês', value: data.thisMonthCompleted, tone: 'success' },
              { label: 'Usuários ativos', value: data.activeUsers, tone: 'info' },
            ]}
          />
        </DashboardPanel>
        <FleetPanel fleet={data.fleet} />
        <RejectedQuestions questions={data.mostRejectedQuestions} />
      </div>
    </>
  );
}
