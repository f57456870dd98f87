import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { isAnswerable } from '@domain/checklists/checklist-transitions';
import { desktopSubmitProblem, isAnswerEditable } from '@domain/checklists/fill';
import type { SubmitSignatureInput } from '@domain/checklists/signature';
import { questionReviewCounts } from '@domain/checklists/review.schema';
import { paths } from '@domain/paths';
import { ChecklistDueDate } from '@/components/checklists/checklist-due-date';
import { ChecklistStatusBadge } from '@/components/checklists/checklist-status-badge';
import { ReviewCounts } from '@/components/checklists/review-counts';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingState } from '@/components/ui/spinner';
import { useSubmitChecklist } from '@/data/checklists/submit-checklist';
import { useFieldChecklist } from '@/data/checklists/use-field-checklist';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { fromDraft } from '../fill/answer-draft';
import { StartPanel } from '../fill/panels';
import { QuestionField } from '../fill/question-field';
import { SubmitSignature } from '../fill/submit-signature';
import { useAnswerDrafts } from '../fill/use-answer-drafts';
import '../components/desktop.css';
import '../fill/fill.css';
import { LocationNotice } from '../fill/location-notice';

const SUBMIT_CONFIRMATION =
  'Tem certeza que deseja enviar suas respostas? Você não poderá mais editá-las após o envio.';

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="desktop-page">
      <header className="desktop-header">
        <h1>{title}</h1>
        <Link className={buttonClass('ghost')} to={paths.field.desktopList}>
          <ArrowLeft size={16} aria-hidden="true" /> Voltar
        </Link>
      </header>
      <main className="desktop-content">{children}</main>
    </div>
  );
}

function ChecklistForm({ checklist }: { checklist: FieldChecklist }) {
  const navigate = useNavigate();
  const drafts = useAnswerDrafts(checklist);
  const submit = useSubmitChecklist(checklist.id);
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** The field user's signature, asked for once 'Enviar' is confirmed when the checklist needs it. */
  const [signing, setSigning] = useState(false);
  const answerable = isAnswerable(checklist.status);

  function askToSend() {
    // An implausible odometer reading is confirmed (or corrected) under its question first.
    if (!drafts.readingsConfirmed()) return;
    const answers = new Map(checklist.questions.map((q) => [q.id, fromDraft(q, drafts.draftOf(q))]));
    const problem = desktopSubmitProblem(checklist.questions, answers);
    if (problem) toast.error(problem);
    else setConfirming(true);
  }

  /** 'Enviar' confirmed: the signature first when the checklist asks for one. */
  function confirmed() {
    if (!checklist.signatureOnSubmit) return send();
    setConfirming(false);
    setSigning(true);
  }

  function send(signature?: SubmitSignatureInput) {
    // The desktop shape of the spec: every answer the user may still change, blank ones as '', each
    // pending review and answered now (the server sets both for itself and ignores these).
    const answeredAt = new Date().toISOString();
    const responses = checklist.questions
      .filter((q) => isAnswerEditable(checklist.status, q))
      .map((q) => ({
        questionId: q.id,
        question: q.question,
        answer: fromDraft(q, drafts.draftOf(q)) ?? '',
        status: 'pending',
        answeredAt,
      }));
    submit.mutate(
      {
        checklistId: checklist.id,
        body: {
          responses,
          submissionId: crypto.randomUUID(),
          performedAt: new Date().toISOString(),
          ...(signature && { signature }),
        },
      },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success('Checklist enviado com sucesso!');
          navigate(paths.field.desktopList);
        },
        onError: () => setConfirming(false),
      },
    );
  }

  return (
    <>
      <LocationNotice open={answerable} />
      <section className="status-banner" aria-label="Situação do checklist">
        <ChecklistStatusBadge status={checklist.status} />
        <span>
          Prazo: <ChecklistDueDate checklist={checklist} now={new Date()} />
        </span>
        {checklist.submittedAt && <span className="muted">Enviado em {formatDateTime(checklist.submittedAt)}</span>}
      </section>

      <ReviewCounts counts={questionReviewCounts(checklist.questions)} className="counter-cards review-counts" />

      {checklist.status === 'pending' && (
        <StartPanel
          checklist={checklist}
          startedMessage="Checklist iniciado com sucesso!"
          className="card fill-panel"
        />
      )}

      <ol className="desktop-questions">
        {checklist.questions.map((q, i) => (
          <li key={q.id}>
            <QuestionField
              className="card fill-question"
              checklist={checklist}
              question={q}
              number={i + 1}
              drafts={drafts}
              onBusyChange={setUploading}
              saveOnBlur
            />
          </li>
        ))}
      </ol>

      {answerable && signing && (
        <SubmitSignature
          checklistId={checklist.id}
          sending={submit.isPending}
          onBack={() => setSigning(false)}
          onSend={send}
        />
      )}

      {answerable && !signing && (
        <div className="desktop-submit">
          <Button disabled={uploading || submit.isPending} onClick={askToSend}>
            Enviar Checklist
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        title="Enviar Checklist"
        confirmLabel="Enviar"
        busyLabel="Enviando..."
        busy={submit.isPending}
        tone="primary"
        onConfirm={confirmed}
        onCancel={() => setConfirming(false)}
      >
        {SUBMIT_CONFIRMATION}
      </ConfirmDialog>
    </>
  );
}

/** /user-checklist/:id: the whole checklist in one list, on a desktop (spec section 2). */
export function UserChecklistRoute() {
  const { id = '' } = useParams();
  const { query, checklist } = useFieldChecklist(id);

  if (!checklist && query.isPending) {
    return (
      <Frame title="Checklist">
        <LoadingState text="Carregando checklist..." />
      </Frame>
    );
  }
  if (!checklist) {
    const notFound = ApiError.isNotFound(query.error);
    return (
      <Frame title="Erro ao carregar">
        <Card className="fill-panel">
          <h2>{notFound ? 'Checklist não encontrado' : 'Erro ao carregar'}</h2>
          {!notFound && <p>{errorMessage(query.error, 'Erro ao carregar checklist')}</p>}
          <Link className={buttonClass('primary')} to={paths.field.list}>
            Voltar
          </Link>
        </Card>
      </Frame>
    );
  }
  return (
    <Frame title={checklist.templateName}>
      <ChecklistForm checklist={checklist} />
    </Frame>
  );
}
