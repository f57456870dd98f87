import ArrowLeft from 'lucide-react/icons/arrow-left';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Check from 'lucide-react/icons/check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import CloudUpload from 'lucide-react/icons/cloud-upload';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { failedItems } from '@domain/fleet/inspection';
import { paths } from '@domain/paths';
import { ChecklistStatusBadge } from '@/components/checklists/checklist-status-badge';
import { Button } from '@/components/ui/button';
import { useAnswerSaveState } from '@/data/checklists/save-answer';
import { useStartChecklist } from '@/data/checklists/start-checklist';
import type { PendingWrites } from '@/data/offline/pending-writes';
import { formatDateTime } from '@/lib/format';
import { requiredPosition, type Position } from '@/lib/position';
import { OutOfServiceExplained } from './failures';
import { OutOfServiceWarning, VehicleLine } from './vehicle';

const BACK_TO_LIST = 'Voltar para Meus Checklists';

/** The link back to the phone list, under a panel. */
function BackToList() {
  return (
    <Link to={paths.field.list} className="back-link">
      <ArrowLeft size={16} aria-hidden="true" /> {BACK_TO_LIST}
    </Link>
  );
}

/** The phone screen around a checklist: a header with the way back, the title and an inspection's vehicle. */
export function FillFrame({
  title,
  checklist,
  children,
}: {
  title: string;
  checklist?: FieldChecklist;
  children: ReactNode;
}) {
  return (
    <div className="mobile-page">
      <header className="mobile-header">
        <Link to={paths.field.list} className="mobile-back" aria-label={BACK_TO_LIST}>
          <ArrowLeft size={22} aria-hidden="true" />
        </Link>
        <div className="mobile-header-text">
          <h1>{title}</h1>
          {checklist?.vehicle && (
            <VehicleLine
              className="mobile-header-vehicle"
              vehicle={checklist.vehicle}
              outOfService={checklist.vehicleState?.outOfService ?? checklist.vehicleOutOfService === true}
            />
          )}
        </div>
      </header>
      <main className="mobile-content">{children}</main>
    </div>
  );
}

interface StartPanelProps {
  checklist: FieldChecklist;
  /** The spec's toast of each screen: 'Checklist iniciado!' on the phone, '… com sucesso!' on the desktop. */
  startedMessage: string;
  /** The frame's class: a bare panel on the phone, a card on the desktop. */
  className: string;
  /** The phone shows the due date here; the desktop has it in its status banner already. */
  showDueDate?: boolean;
}

/** 'Pronto para começar?' of a pending checklist, on the phone and the desktop alike. */
export function StartPanel({ checklist, startedMessage, className, showDueDate = false }: StartPanelProps) {
  const start = useStartChecklist(checklist.id);
  const [locating, setLocating] = useState(false);
  return (
    <section className={className}>
      <ClipboardList size={48} aria-hidden="true" className="fill-panel-icon" />
      <h2>Pronto para começar?</h2>
      <p>
        Este checklist tem {checklist.questionsCount} {checklist.questionsCount === 1 ? 'questão' : 'questões'}.
      </p>
      {showDueDate && <p className="muted">Prazo: {formatDateTime(checklist.dueDate)}</p>}
      {checklist.requirePosition && (
        <p className="muted">Esta inspeção exige a localização do aparelho: o navegador vai pedir a permissão.</p>
      )}
      <OutOfServiceWarning state={checklist.vehicleState} />
      <Button
        disabled={start.isPending || locating}
        onClick={async () => {
          let position: Position | undefined;
          if (checklist.requirePosition) {
            // Asked before the start is queued: without it the server would refuse the start.
            setLocating(true);
            position = await requiredPosition().catch((error: unknown) => {
              toast.error(error instanceof Error ? error.message : String(error));
              return undefined;
            });
            setLocating(false);
            if (!position) return;
          }
          // Queued like every field write: the questions open at once (the queued start shows the
          // checklist in progress), with or without a network; a refusal is toasted by the queue.
          start.mutate({ checklistId: checklist.id, ...(position && { position }) });
          toast.success(startedMessage);
        }}
      >
        Iniciar Checklist
      </Button>
    </section>
  );
}

/**
 * The sent checklist. A vehicle it leaves out of service (a critical failure reported here, or one
 * still open) is explained with what to do, instead of being celebrated.
 */
export function CompletedPanel({ checklist }: { checklist: FieldChecklist }) {
  const critical = failedItems(checklist.questions).filter((f) => f.severity === 'critical');
  const outOfService = critical.length > 0 || checklist.vehicleState?.outOfService === true;
  return (
    <section className="fill-panel">
      {outOfService ? (
        <>
          <CircleAlert size={48} aria-hidden="true" className="fill-panel-icon is-danger" />
          <h2>Checklist enviado</h2>
          <p>Seu checklist foi enviado e está sendo analisado.</p>
          <OutOfServiceExplained failures={critical} state={checklist.vehicleState} />
        </>
      ) : (
        <>
          <CheckCircle2 size={48} aria-hidden="true" className="fill-panel-icon is-success" />
          <h2>Checklist Concluído!</h2>
          <p>Seu checklist foi enviado com sucesso e está sendo analisado.</p>
        </>
      )}
      {checklist.submittedAt && <p className="muted">Enviado em {formatDateTime(checklist.submittedAt)}</p>}
      <ChecklistStatusBadge status={checklist.status} />
      <BackToList />
    </section>
  );
}

/** Sent offline: it waits on the device until there is a network. */
export function PendingSubmitPanel() {
  return (
    <section className="fill-panel">
      <CloudUpload size={48} aria-hidden="true" className="fill-panel-icon" />
      <h2>Envio pendente</h2>
      <p>Seu checklist está salvo neste aparelho e será enviado quando a conexão voltar.</p>
      <BackToList />
    </section>
  );
}

export function NotFoundPanel() {
  return (
    <section className="fill-panel">
      <h2>Checklist não encontrado</h2>
      <BackToList />
    </section>
  );
}

/** How many of this checklist's writes wait for the network (issue: the user always sees where things stand). */
export function PendingNote({ pending }: { pending: PendingWrites | undefined }) {
  const answers = pending?.answers.size ?? 0;
  const photos = pending?.photos ?? 0;
  if (answers + photos === 0) return null;
  const parts = [answers > 0 && `${answers} resposta(s)`, photos > 0 && `${photos} foto(s)`].filter(Boolean);
  return <p className="fill-pending">{parts.join(' e ')} aguardando envio</p>;
}

/** The quiet word on the latest answer: saving, then saved (only the submit says the checklist was sent). */
export function SaveState({ checklistId }: { checklistId: string }) {
  const state = useAnswerSaveState(checklistId);
  return (
    <p className="fill-saved" role="status">
      {state === 'saving' && 'Salvando resposta...'}
      {state === 'saved' && (
        <>
          <Check size={14} aria-hidden="true" /> Resposta salva
        </>
      )}
    </p>
  );
}
