import Bell from 'lucide-react/icons/bell';
import Building2 from 'lucide-react/icons/building-complex';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import FileText from 'lucide-react/icons/file-text';
import Hourglass from 'lucide-react/icons/hourglass';
import Inbox from 'lucide-react/icons/inbox';
import KeyRound from 'lucide-react/icons/key-round';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Receipt from 'lucide-react/icons/receipt';
import ScrollText from 'lucide-react/icons/scroll-text';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Smartphone from 'lucide-react/icons/smartphone';
import Truck from 'lucide-react/icons/truck';
import Users from 'lucide-react/icons/users';
import Warehouse from 'lucide-react/icons/warehouse';
import Wrench from 'lucide-react/icons/wrench';
import type { LucideIcon } from 'lucide-react';
import { paths } from '@domain/paths';
import type { Role } from '@domain/roles';

export interface NavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  roles: readonly Role[];
  /** Other paths on which the entry counts as the current one. */
  alsoActiveOn?: readonly string[];
  /** A figure shown beside the label: 'openDefects' is the company's open defects. */
  count?: 'openDefects';
}

/** The sidebar of spec section 2 ("Admin layout"). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  {
    to: paths.admin.dashboard,
    label: 'Dashboard',
    icon: LayoutDashboard,
    roles: ['superadmin', 'admin'],
    alsoActiveOn: [paths.root, paths.admin.root, paths.dashboardAlias],
  },
  { to: paths.admin.companies, label: 'Empresas', icon: Building2, roles: ['superadmin'] },
  { to: paths.admin.templates, label: 'Templates', icon: FileText, roles: ['admin'] },
  { to: paths.admin.users, label: 'Usuários', icon: Users, roles: ['admin'] },
  { to: paths.admin.vehicles, label: 'Veículos', icon: Truck, roles: ['admin'] },
  { to: paths.admin.schedules, label: 'Agendamentos', icon: CalendarClock, roles: ['admin'] },
  { to: paths.admin.defects, label: 'Defeitos', icon: Wrench, roles: ['admin'], count: 'openDefects' },
  {
    to: paths.admin.workOrders,
    label: 'Ordens de Serviço',
    icon: ClipboardList,
    roles: ['admin'],
  },
  { to: paths.admin.workshops, label: 'Oficinas', icon: Warehouse, roles: ['admin'] },
  { to: paths.admin.deadlines, label: 'Vencimentos', icon: Hourglass, roles: ['admin'] },
  { to: paths.admin.fines, label: 'Multas', icon: Receipt, roles: ['admin'] },
  { to: paths.admin.responses, label: 'Respostas', icon: Inbox, roles: ['admin', 'superadmin'] },
  { to: paths.admin.audit, label: 'Auditoria', icon: ScrollText, roles: ['admin'] },
  { to: paths.admin.settings, label: 'Configurações', icon: Settings, roles: ['admin'] },
  { to: paths.admin.notifications, label: 'Minhas notificações', icon: Bell, roles: ['admin'] },
  { to: paths.admin.security, label: 'Segurança', icon: ShieldCheck, roles: ['admin', 'superadmin'] },
  { to: paths.admin.integrations, label: 'Integrações', icon: KeyRound, roles: ['admin'] },
  { to: paths.field.list, label: 'Mobile', icon: Smartphone, roles: ['user'] },
];

export function navEntriesFor(role: Role): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => entry.roles.includes(role));
}

export function isNavEntryActive(entry: NavEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === entry.to || path.startsWith(`${entry.to}/`) || (entry.alsoActiveOn ?? []).includes(path);
}
