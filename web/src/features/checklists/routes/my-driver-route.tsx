import { useQuery } from '@tanstack/react-query';
import IdCard from 'lucide-react/icons/id-card';
import { driverMessages } from '@domain/drivers/messages';
import { DueBadge } from '@/components/drivers/cnh-status';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { LoadingState } from '@/components/ui/spinner';
import { driverQueries } from '@/data/drivers/driver-queries';
import { FieldBackHeader } from '../components/field-back-header';
import '../components/mobile.css';
import { DriverFines } from '@/components/fines/driver-fines';

/**
 * /mobile/driver, 'Meus dados de motorista': the field user's own CNH with its status
 * and, for C, D and E, when the next toxicological exam is due. Read only: the admin keeps it.
 */
export function MyDriverRoute() {
  const mine = useQuery(driverQueries.mine());
  const license = mine.data?.driverLicense;

  return (
    <div className="mobile-page">
      <FieldBackHeader title="Meus dados de motorista" />
      <main className="mobile-content">
        {mine.isPending ? (
          <LoadingState text="Carregando dados de motorista..." />
        ) : mine.isError ? (
          <ErrorBanner onRetry={() => void mine.refetch()}>{driverMessages.loadError}</ErrorBanner>
        ) : !license ? (
          <EmptyState
            icon={<IdCard size={40} aria-hidden="true" />}
            title={driverMessages.none}
            hint="Peça ao administrador da frota para cadastrar a sua CNH."
          />
        ) : (
          <section className="field-card driver-card" aria-labelledby="driver-card-title">
            <h2 id="driver-card-title">CNH categoria {license.category}</h2>
            <dl className="driver-card-fields">
              <div>
                <dt>Número</dt>
                <dd>{license.cnhNumber}</dd>
              </div>
              <div>
                <dt>Validade</dt>
                <dd>
                  <DueBadge dueDay={license.expiryDate} />
                </dd>
              </div>
              <div>
                <dt>Atividade remunerada (EAR)</dt>
                <dd>{license.ear ? 'Sim' : 'Não'}</dd>
              </div>
              {mine.data.toxicologicalExamDue && (
                <div>
                  <dt>Próximo exame toxicológico</dt>
                  <dd>
                    <DueBadge dueDay={mine.data.toxicologicalExamDue} />
                  </dd>
                </div>
              )}
            </dl>
          </section>
        )}
        <DriverFines mine />
      </main>
    </div>
  );
}
