import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Calendar from 'lucide-react/icons/calendar';
import ChevronRight from 'lucide-react/icons/chevron-right';
import PlayCircle from 'lucide-react/icons/circle-play';
import ScanLine from 'lucide-react/icons/scan-line';
import Truck from 'lucide-react/icons/truck';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { FieldChecklistSummary } from '@domain/checklists/checklist.schema';
import { checkOutRefusal } from '@domain/fleet/custody';
import { paths } from '@domain/paths';
import { CUSTODY_ROLE_LABELS } from '@domain/templates/template.schema';
import { ChecklistStatusBadge } from '@/components/checklists/checklist-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { LoadingState } from '@/components/ui/spinner';
import { vehicleAccessQueries } from '@/data/vehicle-qr/vehicle-access-queries';
import { useStartFromVehicle, type VehicleStart } from '@/data/vehicle-qr/start-from-vehicle';
import { ApiError, errorMessage } from '@/lib/api-error';
import { PositionRefusedError } from '@/lib/position';
import { formatDateTime } from '@/lib/format';
import { OutOfServiceWarning, VehicleLine } from '../fill/vehicle';
import '../components/mobile.css';
import '../fill/fill.css';

const BACK_TO_LIST = 'Voltar para Meus Checklists';
const BLOCKED_REASON_ID = 'vehicle-check-out-blocked';

/** An open checklist of this vehicle: a pending one starts here (recorded as started by the QR code); the others open. */
function OpenChecklist({
  checklist,
  busy,
  onStart,
}: {
  checklist: FieldChecklistSummary;
  busy: boolean;
  onStart: () => void;
}) {
  return (
    <li className="vehicle-access-item">
      <div className="vehicle-access-item-text">
        <h3>{checklist.templateName}</h3>
        <p className={checklist.overdue ? 'overdue-text' : undefined}>
          <Calendar size={15} aria-hidden="true" />{' '}
          {checklist.overdue ? 'Vencido' : `Vence em ${formatDateTime(checklist.dueDate)}`}
        </p>
        <ChecklistStatusBadge status={checklist.status} />
      </div>
      {checklist.status === 'pending' ? (
        <Button size="sm" disabled={busy} onClick={onStart} aria-label={`Iniciar ${checklist.templateName}`}>
          <PlayCircle size={16} aria-hidden="true" /> Iniciar
        </Button>
      ) : (
        <Link
          to={paths.field.checklist(checklist.id)}
          className={buttonClass('secondary', 'sm')}
          aria-label={`Continuar ${checklist.templateName}`}
        >
          Continuar <ChevronRight size={16} aria-hidden="true" />
        </Link>
      )}
    </li>
  );
}

/**
 * /mobile/vehicle/:token, what a vehicle's QR label opens: the vehicle, this user's open
 * checklists of it, and 'Iniciar inspeção' for each template the admin marked 'Sob demanda'.
 * Signed out, the guard sends the user to sign in and back here.
 */
export function VehicleAccessRoute() {
  const { id: token = '' } = useParams();
  const navigate = useNavigate();
  const access = useQuery(vehicleAccessQueries.byToken(token));
  const start = useStartFromVehicle(token);

  function begin(what: VehicleStart) {
    start.mutate(what, {
      onSuccess: (checklist) => {
        toast.success('Checklist iniciado!');
        navigate(paths.field.checklist(checklist.id));
      },
      onError: (error) =>
        toast.error(
          error instanceof PositionRefusedError
            ? error.message
            : errorMessage(error, 'Não foi possível iniciar o checklist.'),
        ),
    });
  }

  const notFound = ApiError.isNotFound(access.error);
  const data = access.data;
  // The server refuses a 'Saída' of a vehicle out of service (not released) with the same words.
  const checkOutBlocked = data ? checkOutRefusal(data.vehicle) : null;

  return (
    <div className="mobile-page">
      <header className="mobile-header">
        <Link to={paths.field.list} className="mobile-back" aria-label={BACK_TO_LIST}>
          <ArrowLeft size={22} aria-hidden="true" />
        </Link>
        <div className="mobile-header-text">
          <h1>{data ? data.vehicle.name : 'Veículo'}</h1>
          {data && (
            <VehicleLine
              className="mobile-header-vehicle"
              vehicle={data.vehicle}
              outOfService={data.vehicle.outOfService}
            />
          )}
        </div>
      </header>
      <main className="mobile-content">
        {access.isPending ? (
          <LoadingState text="Carregando veículo..." />
        ) : notFound ? (
          <EmptyState
            icon={<Truck size={40} aria-hidden="true" />}
            title="Veículo não encontrado"
            hint="Esta etiqueta não é válida para a sua empresa ou foi substituída. Peça uma nova ao administrador."
            action={
              <Link to={paths.field.scan} className={buttonClass('secondary')}>
                <ScanLine size={16} aria-hidden="true" /> Escanear outro QR
              </Link>
            }
          />
        ) : access.isError ? (
          <ErrorBanner onRetry={() => void access.refetch()}>
            {errorMessage(access.error, 'Erro ao carregar o veículo.')}
          </ErrorBanner>
        ) : (
          <>
            <OutOfServiceWarning
              state={{ outOfService: access.data.vehicle.outOfService, criticalDefects: access.data.criticalDefects }}
            >
              {checkOutBlocked && <p id={BLOCKED_REASON_ID}>{checkOutBlocked}</p>}
            </OutOfServiceWarning>
            <section className="vehicle-access-section" aria-labelledby="vehicle-open-title">
              <h2 id="vehicle-open-title">Seus checklists deste veículo</h2>
              {access.data.checklists.length > 0 ? (
                <ul className="vehicle-access-list">
                  {access.data.checklists.map((checklist) => (
                    <OpenChecklist
                      key={checklist.id}
                      checklist={checklist}
                      busy={start.isPending}
                      onStart={() =>
                        begin({ checklistId: checklist.id, requirePosition: checklist.requirePosition === true })
                      }
                    />
                  ))}
                </ul>
              ) : (
                <p className="vehicle-access-empty">Nenhum checklist aberto para você neste veículo.</p>
              )}
            </section>
            {access.data.templates.length > 0 && (
              <section className="vehicle-access-section" aria-labelledby="vehicle-on-demand-title">
                <h2 id="vehicle-on-demand-title">Iniciar inspeção</h2>
                <ul className="vehicle-access-list">
                  {access.data.templates.map((template) => {
                    const blocked = template.custodyRole === 'check_out' && checkOutBlocked !== null;
                    return (
                      <li key={template.id} className="vehicle-access-item">
                        <div className="vehicle-access-item-text">
                          <h3>{template.name}</h3>
                          {template.custodyRole && (
                            <Badge tone={blocked ? 'danger' : 'info'}>
                              {CUSTODY_ROLE_LABELS[template.custodyRole]}
                            </Badge>
                          )}
                          {template.requirePosition && <p className="muted">Exige a localização do aparelho</p>}
                          {blocked && (
                            <p className="vehicle-access-blocked">Saída bloqueada: veículo fora de serviço</p>
                          )}
                        </div>
                        <Button
                          size="sm"
                          disabled={start.isPending || blocked}
                          onClick={() => begin({ templateId: template.id, requirePosition: template.requirePosition })}
                          aria-label={`Iniciar inspeção: ${template.name}`}
                          aria-describedby={blocked ? BLOCKED_REASON_ID : undefined}
                        >
                          <PlayCircle size={16} aria-hidden="true" /> Iniciar inspeção
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
          </>
        )}
      </main>
    </div>
  );
}
