import Building2 from 'lucide-react/icons/building-complex';
import FilePlus from 'lucide-react/icons/file-plus';
import Inbox from 'lucide-react/icons/inbox';
import UserPlus from 'lucide-react/icons/user-plus';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@domain/paths';
import type { Role } from '@domain/roles';
import { DashboardPanel } from './dashboard-panel';

interface QuickAction {
  label: string;
  to: string;
  icon: ReactNode;
}

const ADMIN_ACTIONS: QuickAction[] = [
  { label: 'Novo Template', to: paths.admin.newTemplate, icon: <FilePlus size={20} /> },
  { label: 'Novo Usuário', to: paths.admin.newUser, icon: <UserPlus size={20} /> },
  { label: 'Ver Respostas', to: paths.admin.responses, icon: <Inbox size={20} /> },
];

/**
 * The spec's superadmin actions are "manage companies, see users"; the users screens are the
 * admins' only (spec section 6), so the second is the responses, which the superadmin does see.
 */
const SUPERADMIN_ACTIONS: QuickAction[] = [
  { label: 'Gerenciar Empresas', to: paths.admin.companies, icon: <Building2 size={20} /> },
  { label: 'Ver Respostas', to: paths.admin.responses, icon: <Inbox size={20} /> },
];

export function QuickActions({ role }: { role: Role }) {
  const actions = role === 'superadmin' ? SUPERADMIN_ACTIONS : ADMIN_ACTIONS;
  return (
    <DashboardPanel title="Ações Rápidas">
      <nav className="quick-actions" aria-label="Ações Rápidas">
        {actions.map((action) => (
          <Link key={action.to} className="quick-action" to={action.to}>
            <span className="quick-action-icon" aria-hidden="true">
              {action.icon}
            </span>
            {action.label}
          </Link>
        ))}
      </nav>
    </DashboardPanel>
  );
}
