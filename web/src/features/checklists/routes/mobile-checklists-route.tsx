import { useQuery } from '@tanstack/react-query';
import BellRing from 'lucide-react/icons/bell-ring';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import CloudOff from 'lucide-react/icons/cloud-off';
import IdCard from 'lucide-react/icons/id-card';
import PartyPopper from 'lucide-react/icons/party-popper';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import ScanLine from 'lucide-react/icons/scan-line';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { isWithFieldUser } from '@domain/checklists/checklist.schema';
import { fieldSummary, inFieldListOrder } from '@domain/checklists/fill';
import { authMessages } from '@domain/auth/messages';
import { paths } from '@domain/paths';
import { NotificationsBell } from '@/components/notifications/notifications-bell';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { LoadingState } from '@/components/ui/spinner';
import { checklistQueries } from '@/data/checklists/checklist-queries';
import { usePendingWrites } from '@/data/offline/pending-writes';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { displayTimeZone, formatDateTime } from '@/lib/format';
import { useSessionUser } from '@/lib/session-context';
import { FieldChecklistCard } from '../components/field-checklist-card';
import { FieldSignOutButton } from '../components/field-sign-out';
import { NotificationPermissionBanner } from '../components/notification-permission-banner';
import { useOnline } from '@/lib/use-online';
import '../components/mobile.css';

/** Spec section 8: the list's failure names the HTTP status; with nobody signed in it says so. */
function loadError(error: Error): string {
  if (error instanceof ApiError && error.status === 0) return NETWORK_ERROR_MESSAGE;
  if (error instanceof ApiError && error.code === 'unauthenticated') return authMessages.unauthenticatedFirebase;
  const status = error instanceof ApiError ? error.status : 500;
  return `Erro: Erro ao carregar checklists: ${status}`;
}

const OFFLINE_NO_LIST = 'Sem conexão: sua lista aparece quando a conexão voltar';

/** /mobile: the field user's open checklists (spec section 2), what to do first on top, and the way to 'Enviados'. */
export function MobileChecklistsRoute() {
  const user = useSessionUser();
  const list = useQuery(checklistQueries.myList());
  const pending = usePendingWrites();
  const online = useOnline();

  async function refresh() {
    const result = await list.refetch();
    if (result.isSuccess) toast.success('Lista atualizada!');
  }

  const open = inFieldListOrder(
    list.data?.items.filter((c) => isWithFieldUser(c.status)) ?? [],
    new Date(),
    displayTimeZone(),
  );
  const summary = fieldSummary(open);

  return (
    <div className="mobile-page">
      <header className="mobile-header">
        <div className="mobile-header-text">
          <h1>
            <ClipboardCheck size={22} aria-hidden="true" /> Meus Checklists
          </h1>
          <p>Olá, {user.name || user.email}!</p>
        </div>
        <div className="mobile-header-actions">
          <NotificationsBell />
          <FieldSignOutButton size="sm" />
        </div>
      </header>
      <main className="mobile-content">
        <NotificationPermissionBanner />

        <dl className="counter-cards field-summary">
          <div>
            <dt>Novos</dt>
            <dd>{summary.pending}</dd>
          </div>
          <div>
            <dt>Em andamento</dt>
            <dd>{summary.inProgress}</dd>
          </div>
          <div>
            <dt>Para corrigir</dt>
            <dd>{summary.rejected}</dd>
          </div>
        </dl>

        <Link to={paths.field.scan} className={buttonClass('secondary', 'md', 'field-scan-button')}>
          <ScanLine size={18} aria-hidden="true" /> Escanear QR do veículo
        </Link>
        <Link to={paths.field.driver} className={buttonClass('secondary', 'md', 'field-scan-button')}>
          <IdCard size={18} aria-hidden="true" /> Meus dados de motorista
        </Link>
        <Link to={paths.field.sent} className={buttonClass('secondary', 'md', 'field-scan-button')}>
          <ClipboardCheck size={18} aria-hidden="true" /> Enviados
        </Link>
        <Link to={paths.field.notifications} className={buttonClass('secondary', 'md', 'field-scan-button')}>
          <BellRing size={18} aria-hidden="true" /> Minhas notificações
        </Link>

        <div className="field-list-heading">
          <h2>Checklists</h2>
          <Button variant="secondary" size="sm" disabled={list.isFetching} onClick={() => void refresh()}>
            <RefreshCw size={16} aria-hidden="true" className={list.isFetching ? 'spin' : undefined} />
            {list.isFetching ? 'Atualizando...' : 'Atualizar'}
          </Button>
        </div>

        {!online && list.dataUpdatedAt > 0 && (
          <p className="field-sync-time">Última sincronização: {formatDateTime(new Date(list.dataUpdatedAt))}</p>
        )}

        {list.isPending && list.fetchStatus === 'paused' ? (
          // No copy on the device and no network: the read waits for the connection, which may be long.
          <EmptyState icon={<CloudOff size={40} aria-hidden="true" />} title={OFFLINE_NO_LIST} />
        ) : list.isPending ? (
          <LoadingState text="Carregando checklists..." />
        ) : list.isError ? (
          <ErrorBanner onRetry={() => void list.refetch()}>{loadError(list.error)}</ErrorBanner>
        ) : open.length > 0 ? (
          <ul className="field-cards">
            {open.map((checklist) => (
              <FieldChecklistCard key={checklist.id} checklist={checklist} pending={pending.get(checklist.id)} />
            ))}
          </ul>
        ) : list.data.total > 0 ? (
          <EmptyState
            icon={<PartyPopper size={40} aria-hidden="true" />}
            title="Tudo em dia!"
            hint="Você não tem checklists pendentes no momento."
          />
        ) : (
          <EmptyState
            icon={<ClipboardList size={40} aria-hidden="true" />}
            title="Nenhum checklist encontrado"
            hint="Quando um checklist for atribuído a você, ele aparecerá aqui."
          />
        )}
      </main>
    </div>
  );
}
