import { useQuery } from '@tanstack/react-query';
import { formatCentavos, formatDays, type CostRow } from '@domain/work-orders/work-order';
import { KeptWhole } from '@/components/ui/kept-whole';
import { workOrderQueries } from '@/data/work-orders/work-order-queries';

const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

function CostTable({ title, rows }: { title: string; rows: CostRow[] }) {
  const months = [...new Set(rows.flatMap((r) => Object.keys(r.byMonth)))].sort();
  if (rows.length === 0) return null;
  return (
    <table className="data-table" aria-label={title}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Nome</th>
          {months.map((m) => (
            <th key={m} scope="col">
              {monthLabel(m)}
            </th>
          ))}
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <KeptWhole text={row.label} />
            </th>
            {months.map((m) => (
              <td key={m}>{row.byMonth[m] ? formatCentavos(row.byMonth[m]) : '—'}</td>
            ))}
            <td>{formatCentavos(row.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Cost per vehicle and per workshop by month, average days out of service, quotes approved vs
 * refused: a card above the O.S. list and on the vehicle's tab, `plain` inside the dashboard's fleet panel.
 */
export function WorkOrderNumbersPanel({ vehicleId, plain = false }: { vehicleId?: string; plain?: boolean }) {
  const numbers = useQuery(workOrderQueries.numbers(vehicleId));
  if (!numbers.data) return null;
  const n = numbers.data;
  return (
    <section className={plain ? undefined : 'card'} aria-label="Números das ordens de serviço">
      <p>
        O.S. concluídas: <strong>{n.completed}</strong> · Média de dias fora de serviço:{' '}
        <strong>{n.averageDowntimeDays === null ? '—' : formatDays(n.averageDowntimeDays)}</strong> · Orçamentos
        aprovados: <strong>{n.quotesApproved}</strong> · recusados: <strong>{n.quotesRefused}</strong>
      </p>
      {!vehicleId && <CostTable title="Custo por veículo" rows={n.costByVehicle} />}
      <CostTable title="Custo por oficina" rows={n.costByWorkshop} />
    </section>
  );
}
