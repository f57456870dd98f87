import { useQuery } from '@tanstack/react-query';
import { PreferencesForm } from '@/components/alerts/preferences-form';
import { ErrorBanner } from '@/components/ui/error-banner';
import { LoadingState } from '@/components/ui/spinner';
import { alertQueries } from '@/data/alerts/alert-queries';
import { FieldBackHeader } from '../components/field-back-header';
import '../components/mobile.css';

/**
 * /mobile/notifications, 'Minhas notificações' on the phone: per alert and channel what reaches
 * the field user, and their WhatsApp consent (kept with when and where it was given).
 */
export function FieldNotificationsRoute() {
  const prefs = useQuery(alertQueries.preferences());
  return (
    <div className="mobile-page">
      <FieldBackHeader title="Minhas notificações">
        <p>Escolha como quer ser avisado de cada assunto</p>
      </FieldBackHeader>
      <main className="mobile-content">
        {prefs.isPending ? (
          <LoadingState text="Carregando preferências..." />
        ) : prefs.isError ? (
          <ErrorBanner onRetry={() => void prefs.refetch()}>Não foi possível carregar suas preferências</ErrorBanner>
        ) : (
          <section className="field-card" aria-label="Minhas notificações">
            <PreferencesForm initial={prefs.data} admin={false} via="field" compact />
          </section>
        )}
      </main>
    </div>
  );
}
