import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { isAnswerable } from '@domain/checklists/checklist-transitions';
import { submitProblem } from '@domain/checklists/field.schema';
import type { SubmitSignatureInput } from '@domain/checklists/signature';
import { openingQuestionIndex } from '@domain/checklists/fill';
import { failedItems } from '@domain/fleet/inspection';
import { paths } from '@domain/paths';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { LoadingState } from '@/components/ui/spinner';
import { useSubmitChecklist } from '@/data/checklists/submit-checklist';
import { useFieldChecklist } from '@/data/checklists/use-field-checklist';
import type { PendingWrites } from '@/data/offline/pending-writes';
import { ApiError } from '@/lib/api-error';
import { useBeforeAppUpdate } from '@/lib/before-app-update';
import { useOnline } from '@/lib/use-online';
import { FailureSummary } from '../fill/failures';
import { LocationNotice } from '../fill/location-notice';
import {
  CompletedPanel,
  FillFrame,
  NotFoundPanel,
  PendingNote,
  PendingSubmitPanel,
  SaveState,
  StartPanel,
} from '../fill/panels';
import { QuestionField } from '../fill/question-field';
import { SubmitSignature } from '../fill/submit-signature';
import { useAnswerDrafts } from '../fill/use-answer-drafts';
import { useQuestionParam } from '../fill/use-question-param';
import '../components/mobile.css';
import '../fill/fill.css';

function Wizard({ checklist, pending }: { checklist: FieldChecklist; pending: PendingWrites | undefined }) {
  const navigate = useNavigate();
  const drafts = useAnswerDrafts(checklist);
  const submit = useSubmitChecklist(checklist.id);
  const [uploading, setUploading] = useState(false);
  /** The failures found, shown before the submit. */
  const [reviewing, setReviewing] = useState(false);
  /** The field user's signature, asked for before the submit when the checklist needs it. */
  const [signing, setSigning] = useState(false);
  const total = checklist.questions.length;
  // Where it opened, fixed at the first render: answering moves the first unanswered question.
  const [opening] = useState(() => openingQuestionIndex(checklist.status, checklist.questions));
  const [index, setIndex] = useQuestionParam(total, opening);

  const question = checklist.questions[index];
  // 'Atualizar' keeps the answer being typed: it is saved as if the user moved on.
  useBeforeAppUpdate({ settle: () => question && drafts.commit(question) });
  if (!question) return null;
  const number = index + 1;
  const percent = Math.round((number / total) * 100);
  const isLast = index === total - 1;
  const busy = uploading || submit.isPending;

  const go = (delta: number) => {
    if (drafts.commit(question)) {
      setIndex(index + delta);
      window.scrollTo({ top: 0 });
    }
  };

  const failures = failedItems(drafts.withDrafts);

  /** 'Enviar' on the last question: checked, then the failures found shown first when there are any. */
  const review = () => {
    if (!drafts.commit(question)) return;
    const problem = submitProblem(checklist.status, drafts.withDrafts);
    if (problem) {
      toast.error(problem);
      return;
    }
    if (failures.length > 0) {
      setReviewing(true);
      window.scrollTo({ top: 0 });
    } else proceed();
  };

  /** After the failures, the signature when the checklist asks for one; then the submit. */
  const proceed = () => {
    if (checklist.signatureOnSubmit) {
      setSigning(true);
      window.scrollTo({ top: 0 });
    } else send();
  };

  const send = (signature?: SubmitSignatureInput) => {
    // A critical failure stays on this checklist: its done screen says the vehicle is out of service and what to do.
    const stay = failures.some((f) => f.severity === 'critical');
    // Made once per press: the same submit sent again by the queue is known by the server, and
    // carries the time of the press however late it goes (who drove when follows it).
    const body = {
      submissionId: crypto.randomUUID(),
      performedAt: new Date().toISOString(),
      ...(signature && { signature }),
    };
    submit.mutate(
      { checklistId: checklist.id, body },
      {
        onSuccess: () => {
          toast.success('Checklist enviado com sucesso!');
          if (!stay) navigate(paths.field.list);
        },
      },
    );
    if (!onlineManager.isOnline()) {
      toast.info('Sem conexão: o checklist será enviado quando a conexão voltar.');
      navigate(paths.field.list);
    }
  };

  if (signing) {
    return (
      <SubmitSignature
        checklistId={checklist.id}
        sending={submit.isPending}
        onBack={() => setSigning(false)}
        onSend={send}
      />
    );
  }

  if (reviewing) {
    return (
      <FailureSummary
        failures={failures}
        sending={submit.isPending}
        onBack={() => setReviewing(false)}
        onSend={proceed}
      />
    );
  }

  return (
    <>
      {/* The position is read only while this wizard is open (and allowed): it stops when it closes. */}
      <LocationNotice open />
      <div className="fill-progress">
        <div className="fill-progress-text">
          <span>
            Questão {number} de {total}
          </span>
          <span>{percent}%</span>
        </div>
        <ProgressBar label="Progresso do checklist" value={percent} />
        <SaveState checklistId={checklist.id} />
      </div>

      <QuestionField
        key={question.id}
        className="fill-question"
        checklist={checklist}
        question={question}
        number={number}
        drafts={drafts}
        onBusyChange={setUploading}
      >
        <PendingNote pending={pending} />
      </QuestionField>

      <nav className="fill-nav" aria-label="Navegação entre as questões">
        <Button variant="secondary" disabled={index === 0 || busy} onClick={() => go(-1)}>
          Anterior
        </Button>
        {isLast ? (
          <Button disabled={busy} onClick={review}>
            {submit.isPending ? 'Enviando...' : 'Enviar'}
          </Button>
        ) : (
          <Button disabled={busy} onClick={() => go(1)}>
            Próxima
          </Button>
        )}
      </nav>
    </>
  );
}

/** /mobile/checklist/:id: one question at a time, each answer saved as the user moves on (spec section 2). */
export function MobileChecklistRoute() {
  const { id = '' } = useParams();
  const { query, checklist, pending } = useFieldChecklist(id);
  const online = useOnline();

  if (!checklist && query.isPending) {
    return (
      <FillFrame title="Checklist">
        <LoadingState text="Carregando checklist..." />
      </FillFrame>
    );
  }
  if (!checklist) {
    if (ApiError.isNotFound(query.error)) {
      return (
        <FillFrame title="Checklist">
          <NotFoundPanel />
        </FillFrame>
      );
    }
    return <LoadFailed />;
  }

  return (
    <FillFrame title={checklist.templateName} checklist={checklist}>
      {pending?.submitting && !online ? (
        <PendingSubmitPanel />
      ) : checklist.status === 'pending' ? (
        <StartPanel checklist={checklist} startedMessage="Checklist iniciado!" className="fill-panel" showDueDate />
      ) : isAnswerable(checklist.status) ? (
        <Wizard checklist={checklist} pending={pending} />
      ) : (
        <CompletedPanel checklist={checklist} />
      )}
    </FillFrame>
  );
}

/** Spec section 8: 'Erro ao carregar checklist', then back to the list. */
function LoadFailed() {
  useEffect(() => {
    toast.error('Erro ao carregar checklist', { id: 'checklist-load-error' });
  }, []);
  return <Navigate to={paths.field.list} replace />;
}
