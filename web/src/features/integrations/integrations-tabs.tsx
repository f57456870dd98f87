import { NavLink } from 'react-router-dom';
import { paths } from '@domain/paths';
import './integrations-tabs.css';

const TABS = [
  { to: paths.admin.integrations, label: 'Chaves de API' },
  { to: paths.admin.webhooks, label: 'Webhooks' },
  { to: paths.admin.apiReference, label: 'Referência da API' },
] as const;

/** 'Integrações': its three screens, one tab each (links, so each has its own address). */
export function IntegrationsTabs() {
  return (
    <nav className="integrations-tabs" aria-label="Integrações">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) => (isActive ? 'integrations-tab integrations-tab-active' : 'integrations-tab')}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
