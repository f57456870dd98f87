import { useQuery } from '@tanstack/react-query';
import { PreferencesForm } from '@/components/alerts/preferences-form';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { alertQueries } from '@/data/alerts/alert-queries';
import { useSession } from '@/lib/session-context';
import { DeliveriesCard } from '../components/deliveries-card';

/**
 * 'Minhas notificações': per alert and channel, what reaches this person (their choice, else the
 * company's default, else their role's), their WhatsApp consent and, for admins, the morning
 * summary and the company's 'Entregas'.
 */
export function NotificationPreferencesRoute() {
  const prefs = useQuery(alertQueries.preferences());
  const { user } = useSession();
  const admin = user?.role === 'admin';
  return (
    <div className="page page-narrow">
      <PageHeader title="Minhas notificações" subtitle="Escolha como quer ser avisado de cada assunto" />
      {prefs.isPending ? (
        <LoadingState text="Carregando preferências..." />
      ) : prefs.isError ? (
        <ErrorBanner onRetry={() => prefs.refetch()}>Não foi possível carregar suas preferências</ErrorBanner>
      ) : (
        <Card>
          <PreferencesForm initial={prefs.data} admin={admin} via="web" />
        </Card>
      )}
      {admin && <DeliveriesCard />}
    </div>
  );
}
