import { useQuery } from '@tanstack/react-query';
import Archive from 'lucide-react/icons/archive';
import ArchiveRestore from 'lucide-react/icons/archive-restore';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CURRENT_DRIVER_LABEL, CUSTODY_HISTORY_LABEL } from '@domain/fleet/custody';
import { formatPlate } from '@domain/fleet/plate';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { paths } from '@domain/paths';
import { OutOfServiceBadge } from '@/components/defects/defect-badges';
import { OilStatusBadge } from '@/components/fleet/oil-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { vehicleQueries } from '@/data/vehicles/vehicle-queries';
import { formatDateTime, formatInteger, formatKm } from '@/lib/format';
import { ApiError } from '@/lib/api-error';
import { CurrentDriverValue, CustodyTab } from '../components/custody-tab';
import { DefectsTab } from '../components/defects-tab';
import { WorkOrdersTab } from '@/components/work-orders/work-orders-tab';
import { DocumentsDueBadge } from '../components/documents-due-badge';
import { DocumentsTab } from '../components/documents-tab';
import { InspectionsTab } from '../components/inspections-tab';
import { OverviewTab } from '../components/overview-tab';
import { FuelTab, MaintenanceTab, OilChangeTab } from '../components/record-lists';
import { useScrollEdges } from '../components/use-scroll-edges';
import { causeOf, VEHICLE_TEXTS } from '../components/vehicle-messages';
import { VehicleLabelActions } from '../components/vehicle-label-actions';
import { useVehicleLifecycle } from '../components/vehicle-lifecycle';
import { VehicleNotFound } from '../components/vehicle-not-found';
import { VehicleRelease } from '../components/vehicle-release';
import '../components/vehicles.css';

/** Spec tabs, in order; the one shown is kept in the URL (`?aba=`) so Back and a reload return to it. */
export const VEHICLE_TABS = [
  { id: 'visao-geral', label: 'Visão Geral' },
  { id: 'manutencao', label: 'Manutenção' },
  { id: 'abastecimento', label: 'Abastecimento' },
  { id: 'troca-de-oleo', label: 'Troca de Óleo' },
  { id: 'inspecoes', label: 'Inspeções' },
  { id: 'defeitos', label: 'Defeitos' },
  { id: 'ordens-de-servico', label: 'Ordens de Serviço' },
  { id: 'historico-de-uso', label: CUSTODY_HISTORY_LABEL },
  { id: 'documentos', label: 'Documentos' },
] as const;
type TabId = (typeof VEHICLE_TABS)[number]['id'];

export function VehicleDetailRoute() {
  const { id = '' } = useParams();
  const vehicle = useQuery(vehicleQueries.detail(id));

  if (vehicle.isPending) return <LoadingState text="Carregando veículo..." />;
  if (vehicle.isError) {
    return (
      <div className="page">
        {ApiError.isNotFound(vehicle.error) ? (
          <VehicleNotFound />
        ) : (
          <ErrorBanner onRetry={() => vehicle.refetch()}>
            {VEHICLE_TEXTS.loadVehicle(causeOf(vehicle.error))}
          </ErrorBanner>
        )}
      </div>
    );
  }
  return <VehicleDetail vehicle={vehicle.data} />;
}

function VehicleDetail({ vehicle }: { vehicle: VehicleWithOil }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('aba');
  const tab: TabId = VEHICLE_TABS.some((t) => t.id === requested) ? (requested as TabId) : 'visao-geral';
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (next: TabId) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('page');
        copy.delete('after');
        if (next === 'visao-geral') copy.delete('aba');
        else copy.set('aba', next);
        return copy;
      },
      { replace: true },
    );

  const rowRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(rowRef);
  const scrollTabs = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.75, behavior: 'smooth' });
  };

  // The tab shown is in view, also when the address opens one at the far end of the row.
  useEffect(() => {
    const row = rowRef.current;
    const shown = tabRefs.current[VEHICLE_TABS.findIndex((t) => t.id === tab)];
    if (!row || !shown) return;
    if (shown.offsetLeft < row.scrollLeft) row.scrollLeft = shown.offsetLeft;
    else if (shown.offsetLeft + shown.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = shown.offsetLeft + shown.offsetWidth - row.clientWidth;
  }, [tab]);

  // WAI-ARIA tabs: arrows move between tabs, Home and End to the ends.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = VEHICLE_TABS.findIndex((t) => t.id === tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: VEHICLE_TABS.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + VEHICLE_TABS.length) % VEHICLE_TABS.length;
    select(VEHICLE_TABS[next]!.id);
    tabRefs.current[next]?.focus();
  }

  const editLink = (
    <Link className={buttonClass('secondary')} to={paths.admin.editVehicle(vehicle.id)}>
      <Pencil size={16} aria-hidden="true" />
      Editar
    </Link>
  );
  const navigate = useNavigate();
  const lifecycle = useVehicleLifecycle({ onDeleted: () => void navigate(paths.admin.vehicles) });

  return (
    <div className="page">
      <Link className="back-link" to={paths.admin.vehicles}>
        <ArrowLeft size={16} aria-hidden="true" />
        Voltar para lista de veículos
      </Link>
      <PageHeader
        title={vehicle.name}
        subtitle={[vehicle.brand, vehicle.model, vehicle.year].join(' ')}
        actions={
          <>
            <VehicleLabelActions vehicle={vehicle} />
            {editLink}
            {!vehicle.archived && (
              <Button variant="secondary" onClick={() => lifecycle.archive(vehicle)}>
                <Archive size={16} aria-hidden="true" />
                Arquivar veículo
              </Button>
            )}
          </>
        }
      />

      {vehicle.archived && (
        <section className="archived-banner" aria-label="Veículo arquivado">
          <div>
            <strong>Veículo arquivado</strong>
            <p>
              Arquivado em {formatDateTime(vehicle.archived.at)}
              {vehicle.archived.byName && ` por ${vehicle.archived.byName}`}. Todo o histórico é mantido; o veículo não
              aparece nas listas nem recebe novas inspeções, agendamentos ou saídas.
            </p>
          </div>
          <div className="archived-banner-actions">
            <Button variant="secondary" disabled={lifecycle.unarchiving} onClick={() => lifecycle.unarchive(vehicle)}>
              <ArchiveRestore size={16} aria-hidden="true" />
              Reativar
            </Button>
            <Button variant="danger" onClick={() => lifecycle.remove(vehicle)}>
              <Trash2 size={16} aria-hidden="true" />
              Excluir definitivamente
            </Button>
          </div>
        </section>
      )}
      {lifecycle.dialog}

      <dl className="stat-cards fleet-stats" aria-label="Resumo do veículo">
        <StatCard label="Placa" value={<span className="plate">{formatPlate(vehicle.plate)}</span>} />
        <StatCard label="KM Atual" value={formatKm(vehicle.currentKm)} />
        <StatCard
          label="Status Óleo"
          value={
            <span className="oil-cell">
              <OilStatusBadge status={vehicle.oil.status} />
              <span className="muted">
                {formatInteger(Math.max(0, vehicle.oil.kmSinceChange))} / {formatKm(vehicle.oilChangeIntervalKm)}
              </span>
            </span>
          }
        />
        <StatCard
          label="Status"
          value={
            <span className="service-cell">
              <Badge tone={vehicle.isActive ? 'success' : 'neutral'}>{vehicle.isActive ? 'Ativo' : 'Inativo'}</Badge>
              {vehicle.service.outOfService && <OutOfServiceBadge />}
              {vehicle.service.outOfService && vehicle.service.changedAt && (
                <span className="muted">desde {formatDateTime(vehicle.service.changedAt)}</span>
              )}
              <VehicleRelease vehicle={vehicle} />
            </span>
          }
        />
        <StatCard label={CURRENT_DRIVER_LABEL} value={<CurrentDriverValue driver={vehicle.currentDriver} />} />
        <StatCard label="Documentos" value={<DocumentsDueBadge due={vehicle.documentsDue} showOk />} />
      </dl>

      <div className="tabs-frame">
        {edges.before && <MoreTabs side="before" onClick={() => scrollTabs(-1)} />}
        <div className="tabs" role="tablist" aria-label="Histórico do veículo" ref={rowRef} onKeyDown={onKeyDown}>
          {VEHICLE_TABS.map((t, index) => (
            <button
              key={t.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${t.id}`}
              aria-selected={t.id === tab}
              aria-controls={`${baseId}-panel`}
              tabIndex={t.id === tab ? 0 : -1}
              className={t.id === tab ? 'tab tab-active' : 'tab'}
              onClick={() => select(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        {edges.after && <MoreTabs side="after" onClick={() => scrollTabs(1)} />}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`} className="tab-panel">
        <TabContent tab={tab} vehicle={vehicle} />
      </div>
    </div>
  );
}

function TabContent({ tab, vehicle }: { tab: TabId; vehicle: VehicleWithOil }) {
  // The overview also dates each fill-up's km/L for the fuel tab.
  const overview = useQuery({
    ...vehicleQueries.overview(vehicle.id),
    enabled: tab === 'visao-geral' || tab === 'abastecimento',
  });

  if (tab === 'manutencao') return <MaintenanceTab vehicle={vehicle} />;
  if (tab === 'inspecoes') return <InspectionsTab vehicle={vehicle} />;
  if (tab === 'defeitos') return <DefectsTab vehicle={vehicle} />;
  if (tab === 'ordens-de-servico') return <WorkOrdersTab vehicle={vehicle} />;
  if (tab === 'historico-de-uso') return <CustodyTab vehicle={vehicle} />;
  if (tab === 'documentos') return <DocumentsTab vehicle={vehicle} />;
  if (tab === 'troca-de-oleo') return <OilChangeTab vehicle={vehicle} />;
  if (tab === 'abastecimento') {
    const economy = overview.data?.fuelEconomy;
    return (
      <FuelTab
        vehicle={vehicle}
        perFill={economy?.perFill ?? {}}
        average={economy?.average ?? null}
        costPerKm={economy?.costPerKm ?? null}
      />
    );
  }
  if (overview.isPending) return <LoadingState text="Carregando dados do veículo..." />;
  if (overview.isError)
    return (
      <ErrorBanner onRetry={() => overview.refetch()}>{VEHICLE_TEXTS.loadData(causeOf(overview.error))}</ErrorBanner>
    );
  return <OverviewTab vehicle={vehicle} overview={overview.data} />;
}

/**
 * The sign that the tab row goes on past the screen's edge, and a pointer's way to scroll it: keyboard
 * users move with the arrows, and screen readers hear every tab, so it is hidden from both.
 */
function MoreTabs({ side, onClick }: { side: 'before' | 'after'; onClick: () => void }) {
  const Icon = side === 'before' ? ChevronLeft : ChevronRight;
  return (
    <button type="button" className={`tabs-more tabs-more-${side}`} aria-hidden="true" tabIndex={-1} onClick={onClick}>
      <Icon size={18} />
    </button>
  );
}
