import Building2 from 'lucide-react/icons/building-complex';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Users from 'lucide-react/icons/users';
import type { PlatformDashboard as Figures } from '@domain/dashboard/dashboard.types';
import { StatCard } from '@/components/ui/stat-card';
import { DashboardPanel } from './dashboard-panel';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { QuickActions } from './quick-actions';

/** The superadmin's dashboard: the spec leaves it empty; the platform's figures, per company, fill it. */
export function PlatformDashboard({ data }: { data: Figures }) {
  return (
    <>
      <dl className="stat-cards" aria-label="Resumo da plataforma">
        <StatCard icon={<Building2 size={22} />} label="Empresas" value={data.companiesCount} />
        <StatCard icon={<Users size={22} />} label="Usuários" value={data.usersCount} />
        <StatCard icon={<ClipboardList size={22} />} label="Checklists" value={data.checklistsCount} />
        <StatCard icon={<CalendarClock size={22} />} label="Checklists nesta semana" value={data.checklistsThisWeek} />
      </dl>

      <div className="dashboard-grid">
        <DashboardPanel title="Por empresa">
          {data.companies.length === 0 ? (
            <p className="muted">{DASHBOARD_TEXTS.noCompanies}</p>
          ) : (
            // Focusable: a table wider than a phone scrolls sideways, by keyboard too (WCAG 2.1.1).
            <div className="dashboard-table-wrap" tabIndex={0} role="region" aria-label="Empresas da plataforma">
              <table className="dashboard-table">
                <thead>
                  <tr>
                    <th scope="col">Empresa</th>
                    <th scope="col">Usuários</th>
                    <th scope="col">Checklists</th>
                    <th scope="col">Nesta semana</th>
                  </tr>
                </thead>
                <tbody>
                  {data.companies.map((company) => (
                    <tr key={company.id}>
                      <th scope="row">{company.name}</th>
                      <td>{company.usersCount}</td>
                      <td>{company.checklistsCount}</td>
                      <td>{company.checklistsThisWeek}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </DashboardPanel>
        <QuickActions role="superadmin" />
      </div>
    </>
  );
}
