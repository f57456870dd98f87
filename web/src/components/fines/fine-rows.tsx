import type { TrafficFine } from '@domain/fines/fines';
import { formatPlate } from '@domain/fleet/plate';
import { Button } from '@/components/ui/button';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { FineStatusBadge, IndicationDeadline } from './fine-badges';
import './fines.css';

/** 'Auto 123 · 4 pontos'. */
export const pointsText = (points: number) => (points === 1 ? '1 ponto' : `${points} pontos`);

/** Fines as rows (/admin/fines and a driver's fines); `onOpen` shows one, when the reader may. */
export function FineRows({ fines, onOpen }: { fines: TrafficFine[]; onOpen?: (fine: TrafficFine) => void }) {
  return (
    <ul className="row-list" aria-label="Multas">
      {fines.map((fine) => (
        <li key={fine.id} className="row-item">
          <div className="row-item-main">
            <p className="row-item-title">
              Auto {fine.infractionNumber} · {formatCurrency(fine.amount)} · {pointsText(fine.points)}
            </p>
            <p className="row-item-meta muted">
              {fine.vehicle.name} · <span className="plate">{formatPlate(fine.vehicle.plate)}</span> ·{' '}
              {formatDateTime(fine.occurredAt)}
              {fine.driver && <> · Condutor: {fine.driver.name}</>}
            </p>
            <p className="row-item-meta muted">{fine.description}</p>
            <IndicationDeadline fine={fine} />
          </div>
          <div className="row-item-badges">
            <FineStatusBadge status={fine.status} />
          </div>
          {onOpen && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onOpen(fine)}
              aria-label={`Ver detalhes da multa ${fine.infractionNumber}`}
            >
              Ver detalhes
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
