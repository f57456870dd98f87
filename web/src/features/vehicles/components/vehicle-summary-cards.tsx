import { useQuery } from '@tanstack/react-query';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Droplet from 'lucide-react/icons/droplet';
import Gauge from 'lucide-react/icons/gauge';
import Truck from 'lucide-react/icons/truck';
import { ErrorBanner } from '@/components/ui/error-banner';
import { StatCard } from '@/components/ui/stat-card';
import { vehicleQueries } from '@/data/vehicles/vehicle-queries';
import { formatInteger, formatKm } from '@/lib/format';
import { VEHICLE_TEXTS } from './vehicle-messages';

/** The list's four cards (spec /admin/vehicles); 'KM Total' sums every vehicle's current km. */
export function VehicleSummaryCards() {
  const summary = useQuery(vehicleQueries.summary());
  if (summary.isError) return <ErrorBanner onRetry={() => summary.refetch()}>{VEHICLE_TEXTS.summaryError}</ErrorBanner>;

  const data = summary.data;
  return (
    <dl className="stat-cards fleet-stats" aria-label="Resumo da frota" aria-busy={summary.isPending}>
      <StatCard icon={<Truck size={22} />} label="Total de Veículos" value={data && formatInteger(data.total)} />
      <StatCard icon={<CheckCircle2 size={22} />} label="Ativos" value={data && formatInteger(data.active)} />
      <StatCard
        icon={<Droplet size={22} />}
        label="Precisam Troca de Óleo"
        value={data && formatInteger(data.needingOilChange)}
      />
      <StatCard icon={<Gauge size={22} />} label="KM Total" value={data && formatKm(data.totalKm)} />
    </dl>
  );
}
