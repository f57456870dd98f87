import { useState } from 'react';
import type { Defect } from '@domain/fleet/defect';
import { formatPlate } from '@domain/fleet/plate';
import { Button } from '@/components/ui/button';
import { DefectDetailModal } from './defect-detail-modal';
import { DefectOpened, DefectStatusBadge, NewSinceCheckOutBadge, SeverityBadge } from './defect-badges';
import './defects.css';

/**
 * Defects as rows (the /admin/defects list and a vehicle's 'Defeitos' tab); 'Ver detalhes' opens
 * its reports, history and actions.
 */
export function DefectRows({ defects, showVehicle = true }: { defects: Defect[]; showVehicle?: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <ul className="row-list" aria-label="Defeitos">
        {defects.map((defect) => (
          <li key={defect.id} className="row-item">
            <div className="row-item-main">
              <p className="row-item-title">{defect.title}</p>
              {showVehicle && (
                <p className="row-item-meta">
                  {defect.vehicle.name} · <span className="plate">{formatPlate(defect.vehicle.plate)}</span>
                </p>
              )}
              <DefectOpened defect={defect} className="row-item-meta muted" />
            </div>
            <div className="row-item-badges">
              <SeverityBadge severity={defect.severity} />
              <DefectStatusBadge status={defect.status} />
              <NewSinceCheckOutBadge mark={defect.newSinceCheckOut} />
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setOpenId(defect.id)}
              aria-label={`Ver detalhes de ${defect.title}`}
            >
              Ver detalhes
            </Button>
          </li>
        ))}
      </ul>
      {openId && <DefectDetailModal id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
