import FileDown from 'lucide-react/icons/file-down';
import QrCode from 'lucide-react/icons/qr-code';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { formatPlate } from '@domain/fleet/plate';
import type { LabelLayout } from '@domain/fleet/vehicle-qr';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { saveDownload } from '@/data/responses/response-pdf';
import { useRevokeVehicleLabel, useVehicleLabel } from '@/data/vehicle-qr/vehicle-label';
import { errorMessage } from '@/lib/api-error';

/**
 * The vehicle page's 'Etiqueta QR': download one label or an A4 sheet of them, or make
 * a new one ('Gerar nova etiqueta'), after which the labels printed so far open nothing.
 */
export function VehicleLabelActions({ vehicle }: { vehicle: VehicleWithOil }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const label = useVehicleLabel();
  const revoke = useRevokeVehicleLabel();
  const plate = formatPlate(vehicle.plate);

  function download(layout: LabelLayout) {
    label.mutate(
      { id: vehicle.id, layout },
      {
        onSuccess: (file) => saveDownload(file, `${layout === 'sheet' ? 'etiquetas' : 'etiqueta'}-${plate}.pdf`),
        onError: (error) => toast.error(errorMessage(error, 'Não foi possível gerar a etiqueta.')),
      },
    );
  }

  function renew() {
    revoke.mutate(vehicle.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Nova etiqueta gerada. Imprima e substitua a etiqueta do veículo.');
      },
      onError: (error) => toast.error(errorMessage(error, 'Não foi possível gerar a nova etiqueta.')),
    });
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <QrCode size={16} aria-hidden="true" />
        Etiqueta QR
      </Button>
      <Modal open={open && !confirming} onClose={() => setOpen(false)} title="Etiqueta QR" size="sm">
        <p>
          Cole a etiqueta no veículo: o motorista escaneia o QR para ver os checklists do veículo e iniciar uma
          inspeção.
        </p>
        <div className="vehicle-label-actions">
          <Button variant="secondary" disabled={label.isPending} onClick={() => download('single')}>
            <FileDown size={16} aria-hidden="true" /> Baixar etiqueta
          </Button>
          <Button variant="secondary" disabled={label.isPending} onClick={() => download('sheet')}>
            <FileDown size={16} aria-hidden="true" /> Baixar folha A4
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <RefreshCw size={16} aria-hidden="true" /> Gerar nova etiqueta
          </Button>
        </div>
      </Modal>
      <ConfirmDialog
        open={confirming}
        title="Gerar nova etiqueta"
        confirmLabel="Gerar nova etiqueta"
        busyLabel="Gerando..."
        busy={revoke.isPending}
        onConfirm={renew}
        onCancel={() => setConfirming(false)}
      >
        <p>A etiqueta atual deixará de funcionar.</p>
      </ConfirmDialog>
    </>
  );
}
