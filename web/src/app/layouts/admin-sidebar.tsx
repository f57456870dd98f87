import { useQuery } from '@tanstack/react-query';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import LogOut from 'lucide-react/icons/log-out';
import { Link, useLocation } from 'react-router-dom';
import { ROLE_LABELS, type SessionUser } from '@domain/roles';
import { Badge } from '@/components/ui/badge';
import { defectQueries } from '@/data/defects/defect-queries';
import { formatInteger } from '@/lib/format';
import { isNavEntryActive, navEntriesFor } from './admin-nav';

export const APP_VERSION = '0.1.0 beta';

interface AdminSidebarProps {
  id: string;
  user: SessionUser;
  open: boolean;
  onNavigate: () => void;
  onSignOut: () => void;
}

export function AdminSidebar({ id, user, open, onNavigate, onSignOut }: AdminSidebarProps) {
  const { pathname } = useLocation();

  return (
    <aside id={id} className={`sidebar${open ? ' sidebar-open' : ''}`} aria-label="Barra lateral">
      <div className="sidebar-brand">
        <span className="sidebar-logo" aria-hidden="true">
          <ClipboardCheck size={22} />
        </span>
        <div>
          <p className="sidebar-product">CheckFrota</p>
          <p className="sidebar-version">{APP_VERSION}</p>
        </div>
      </div>

      <div className="sidebar-user">
        <p className="sidebar-user-name">{user.name}</p>
        <Badge tone={user.role === 'superadmin' ? 'info' : 'neutral'}>{ROLE_LABELS[user.role]}</Badge>
        {user.companyName && <p className="sidebar-company">{user.companyName}</p>}
      </div>

      <nav className="sidebar-nav" aria-label="Menu principal">
        <ul className="stack-list">
          {navEntriesFor(user.role).map((entry) => {
            const active = isNavEntryActive(entry, pathname);
            const Icon = entry.icon;
            return (
              <li key={entry.to}>
                <Link
                  to={entry.to}
                  className={`sidebar-link${active ? ' sidebar-link-active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <Icon size={18} aria-hidden="true" />
                  {entry.label}
                  {entry.count === 'openDefects' && <OpenDefectsCount />}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <button type="button" className="sidebar-signout" onClick={onSignOut}>
        <LogOut size={18} aria-hidden="true" />
        Sair
      </button>
    </aside>
  );
}

/** 'Defeitos' with the company's open defects; nothing while loading, on an error, or at zero. */
function OpenDefectsCount() {
  const counts = useQuery(defectQueries.counts());
  const open = counts.data?.open ?? 0;
  if (open === 0) return null;
  const label = open === 1 ? '1 defeito aberto' : `${formatInteger(open)} defeitos abertos`;
  return (
    <span className="sidebar-count" aria-label={label} title={label}>
      {formatInteger(open)}
    </span>
  );
}
