import { Link } from 'react-router-dom';
import { formatPlate } from '@domain/fleet/plate';
import { paths } from '@domain/paths';
import { formatCentavos, formatDays, type WorkOrder } from '@domain/work-orders/work-order';
import { formatDate } from '@/lib/format';
import { WorkOrderBadge } from './work-order-badge';

/** O.S. as rows: number, vehicle, workshop, total, status; the number opens its detail. */
export function WorkOrderRows({ orders }: { orders: WorkOrder[] }) {
  return (
    <ul className="row-list" aria-label="Ordens de serviço">
      {orders.map((order) => (
        <li key={order.id} className="row-item">
          <div className="row-item-main">
            <p className="row-item-title">
              <Link to={paths.admin.workOrder(order.id)}>{order.number}</Link> · {order.vehicle.name} ·{' '}
              <span className="plate">{formatPlate(order.vehicle.plate)}</span>
            </p>
            <p className="row-item-meta muted">
              {order.workshop?.name ?? 'Sem oficina'} · Aberta em {formatDate(order.openedAt)}
              {order.quote && <> · Orçamento: {formatCentavos(order.quote.totals.total)}</>}
              {order.downtimeDays !== null && <> · {formatDays(order.downtimeDays)} parado</>}
            </p>
            <p className="row-item-meta muted">{order.description}</p>
          </div>
          <div className="row-item-badges">
            <WorkOrderBadge status={order.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
