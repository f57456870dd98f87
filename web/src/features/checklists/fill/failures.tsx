import AlertOctagon from 'lucide-react/icons/octagon-exclamation-point';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { FieldVehicleState } from '@domain/checklists/checklist.schema';
import { CRITICAL_FAILURE_INSTRUCTION } from '@domain/fleet/critical-failure';
import { VEHICLE_OUT_OF_SERVICE_WARNING } from '@domain/fleet/defect';
import type { FailedItem } from '@domain/fleet/inspection';
import { DEFECT_SEVERITY_LABELS } from '@domain/templates/template.schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** The failed items as the driver reported them: the item, its severity, what they wrote and how many photos. */
function FailureList({ failures }: { failures: readonly FailedItem[] }) {
  return (
    <ul className="failure-list">
      {failures.map((failure) => (
        <li key={failure.questionId}>
          <div className="failure-list-top">
            <strong>{failure.title}</strong>
            <Badge tone={failure.severity === 'critical' ? 'danger' : 'warning'}>
              {DEFECT_SEVERITY_LABELS[failure.severity]}
            </Badge>
          </div>
          {failure.comment && <p>{failure.comment}</p>}
          {failure.photos.length > 0 && (
            <p className="muted">{failure.photos.length === 1 ? '1 foto' : `${failure.photos.length} fotos`}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Before 'Enviar' when the inspection found failures: the list, what a critical one means, and the
 * choice to go back or send.
 */
export function FailureSummary({
  failures,
  sending,
  onBack,
  onSend,
}: {
  failures: readonly FailedItem[];
  sending: boolean;
  onBack: () => void;
  onSend: () => void;
}) {
  const critical = failures.some((f) => f.severity === 'critical');
  return (
    <>
      <section className="failure-summary" aria-labelledby="failure-summary-title">
        <h2 id="failure-summary-title">
          <TriangleAlert size={20} aria-hidden="true" /> Falhas encontradas ({failures.length})
        </h2>
        <p>Confira antes de enviar: cada falha vira um defeito do veículo para o gestor.</p>
        <FailureList failures={failures} />
        {critical && (
          <p className="answer-critical">
            <AlertOctagon size={18} aria-hidden="true" /> {CRITICAL_FAILURE_INSTRUCTION}
          </p>
        )}
      </section>
      <nav className="fill-nav" aria-label="Envio do checklist">
        <Button variant="secondary" disabled={sending} onClick={onBack}>
          Voltar
        </Button>
        <Button disabled={sending} onClick={onSend}>
          {sending ? 'Enviando...' : 'Enviar'}
        </Button>
      </nav>
    </>
  );
}

/**
 * The done screen's word on a vehicle left out of service: the critical failures this inspection
 * reported and the defects still open, and what the driver does now.
 */
export function OutOfServiceExplained({
  failures,
  state,
}: {
  failures: readonly FailedItem[];
  state: FieldVehicleState | undefined;
}) {
  const reported = new Set(failures.map((f) => f.title));
  const stillOpen = (state?.criticalDefects ?? []).filter((d) => !reported.has(d.title));
  return (
    <section className="vehicle-warning" aria-labelledby="out-of-service-title">
      <h3 id="out-of-service-title">
        <AlertOctagon size={18} aria-hidden="true" /> {VEHICLE_OUT_OF_SERVICE_WARNING}
      </h3>
      {failures.length > 0 && (
        <>
          <p>Você reportou {failures.length === 1 ? 'uma falha crítica' : `${failures.length} falhas críticas`}:</p>
          <FailureList failures={failures} />
        </>
      )}
      {stillOpen.length > 0 && (
        <>
          <p>Defeitos críticos em aberto:</p>
          <ul>
            {stillOpen.map((defect) => (
              <li key={defect.id}>
                <strong>{defect.title}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <strong>O que fazer agora:</strong> não use o veículo e avise o gestor. Ele volta ao serviço quando o gestor
        registrar o reparo.
      </p>
    </section>
  );
}
