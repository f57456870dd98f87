import { onlineManager } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, ClipboardList, CloudUpload } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { submitProblem } from '@domain/checklists/field.schema';
import { isAnswerEditable, openingQuestionIndex } from '@domain/checklists/fill';
import { paths } from '@domain/paths';
import { ChecklistStatusBadge } from '@/components/checklists/checklist-status-badge';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useStartChecklist } from '@/data/checklists/start-checklist';
import { useSubmitChecklist } from '@/data/checklists/submit-checklist';
import { useFieldChecklist } from '@/data/checklists/use-field-checklist';
import type { PendingWrites } from '@/data/offline/pending-writes';
import { ApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { AnswerInput } from '../fill/answer-input';
import { QuestionReviewNote } from '../fill/question-review-note';
import { useOnline } from '@/lib/use-online';
import { useAnswerDrafts } from '../fill/use-answer-drafts';
import '../components/mobile.css';
import '../fill/fill.css';
import { LocationNotice } from '../fill/location-notice';

/** The wizard keeps the question on screen in the URL (1-based), so a reload comes back to it. */
const QUESTION_PARAM = 'questao';

function FillFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mobile-page">
      <header className="mobile-header">
        <Link to={paths.field.list} className="mobile-back" aria-label="Voltar para Meus Checklists">
          <ArrowLeft size={22} aria-hidden="true" />
        </Link>
        <div className="mobile-header-text">
          <h1>{title}</h1>
        </div>
      </header>
      <main className="mobile-content">{children}</main>
    </div>
  );
}

function StartPanel({ checklist }: { checklist: FieldChecklist }) {
  const start = useStartChecklist(checklist.id);
  return (
    <section className="fill-panel">
      <ClipboardList size={48} aria-hidden="true" className="fill-panel-icon" />
      <h2>Pronto para começar?</h2>
      <p>
        Este checklist tem {checklist.questionsCount} {checklist.questionsCount === 1 ? 'questão' : 'questões'}.
      </p>
      <p className="muted">Prazo: {formatDateTime(checklist.dueDate)}</p>
      <Button
        onClick={() => {
          // Queued like every field write: the wizard opens at once, with or without a network.
          start.mutate({ checklistId: checklist.id });
          toast.success('Checklist iniciado!');
        }}
      >
        Iniciar Checklist
      </Button>
    </section>
  );
}

function CompletedPanel({ checklist }: { checklist: FieldChecklist }) {
  return (
    <section className="fill-panel">
      <CheckCircle2 size={48} aria-hidden="true" className="fill-panel-icon is-success" />
      <h2>Checklist Concluído!</h2>
      <p>Seu checklist foi enviado com sucesso e está sendo analisado.</p>
      {checklist.submittedAt && <p className="muted">Enviado em {formatDateTime(checklist.submittedAt)}</p>}
      <ChecklistStatusBadge status={checklist.status} />
      <Link to={paths.field.list} className="back-link">
        <ArrowLeft size={16} aria-hidden="true" /> Voltar para Meus Checklists
      </Link>
    </section>
  );
}

/** Sent offline: it waits on the device until there is a network. */
function PendingSubmitPanel() {
  return (
    <section className="fill-panel">
      <CloudUpload size={48} aria-hidden="true" className="fill-panel-icon" />
      <h2>Envio pendente</h2>
      <p>Seu checklist está salvo neste aparelho e será enviado quando a conexão voltar.</p>
      <Link to={paths.field.list} className="back-link">
        <ArrowLeft size={16} aria-hidden="true" /> Voltar para Meus Checklists
      </Link>
    </section>
  );
}

/** How many of this checklist's writes wait for the network (issue: the user always sees where things stand). */
function PendingNote({ pending }: { pending: PendingWrites | undefined }) {
  const answers = pending?.answers.size ?? 0;
  const photos = pending?.photos ?? 0;
  if (answers + photos === 0) return null;
  const parts = [answers > 0 && `${answers} resposta(s)`, photos > 0 && `${photos} foto(s)`].filter(Boolean);
  return <p className="fill-pending">{parts.join(' e ')} aguardando envio</p>;
}

function Wizard({ checklist, pending }: { checklist: FieldChecklist; pending: PendingWrites | undefined }) {
  const navigate = useNavigate();
  const drafts = useAnswerDrafts(checklist);
  const submit = useSubmitChecklist(checklist.id);
  const [uploading, setUploading] = useState(false);
  const [params, setParams] = useSearchParams();
  const total = checklist.questions.length;

  // Where it opened, fixed at the first render: answering moves the first unanswered question.
  const [opening] = useState(() => openingQuestionIndex(checklist.status, checklist.questions));
  const fromUrl = Number.parseInt(params.get(QUESTION_PARAM) ?? '', 10);
  const inUrl = Number.isInteger(fromUrl) && fromUrl >= 1 && fromUrl <= total;
  const index = inUrl ? fromUrl - 1 : opening;
  const setIndex = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          current.set(QUESTION_PARAM, String(next + 1));
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );
  // The opening question goes into the URL at once: answering moves "the first unanswered one",
  // so without it a remount (or a reload) would land further on.
  useEffect(() => {
    if (!inUrl) setIndex(index);
  }, [inUrl, index, setIndex]);

  const question = checklist.questions[index];
  if (!question) return null;
  const locked = !isAnswerEditable(checklist.status, question);
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

  const send = () => {
    if (!drafts.commit(question)) return;
    const problem = submitProblem(checklist.status, drafts.withDrafts);
    if (problem) {
      toast.error(problem);
      return;
    }
    // Made once per press: the same submit sent again by the queue is known by the server.
    const body = { submissionId: crypto.randomUUID() };
    submit.mutate(
      { checklistId: checklist.id, body },
      {
        onSuccess: () => {
          toast.success('Checklist enviado com sucesso!');
          navigate(paths.field.list);
        },
      },
    );
    if (!onlineManager.isOnline()) {
      toast.info('Sem conexão: o checklist será enviado quando a conexão voltar.');
      navigate(paths.field.list);
    }
  };

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
        <div
          className="progress-track"
          role="progressbar"
          aria-label="Progresso do checklist"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="progress-fill" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <section className="fill-question" aria-labelledby={`question-${question.id}`}>
        <p className="fill-question-number">Questão {number}</p>
        <h2 id={`question-${question.id}`}>
          {question.question}
          {question.required && (
            <span className="required-mark" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </h2>
        <QuestionReviewNote question={question} />
        <AnswerInput
          key={question.id}
          checklistId={checklist.id}
          question={question}
          draft={drafts.draftOf(question)}
          locked={locked}
          error={drafts.errors[question.id]}
          onChange={(draft) => drafts.setDraft(question, draft)}
          onChangeAndSave={(draft) => {
            drafts.setDraft(question, draft);
            drafts.commit(question, draft);
          }}
          onBusyChange={setUploading}
          evidence={drafts.evidenceOf(question)}
          onEvidenceChange={(evidence, save) => {
            drafts.setEvidence(question, evidence);
            if (save) drafts.commit(question, undefined, evidence);
          }}
        />
        <PendingNote pending={pending} />
      </section>

      <nav className="fill-nav" aria-label="Navegação entre as questões">
        <Button variant="secondary" disabled={index === 0 || busy} onClick={() => go(-1)}>
          Anterior
        </Button>
        {isLast ? (
          <Button disabled={busy} onClick={send}>
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
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <FillFrame title="Checklist">
          <section className="fill-panel">
            <h2>Checklist não encontrado</h2>
            <Link to={paths.field.list} className="back-link">
              <ArrowLeft size={16} aria-hidden="true" /> Voltar para Meus Checklists
            </Link>
          </section>
        </FillFrame>
      );
    }
    return <LoadFailed />;
  }

  return (
    <FillFrame title={checklist.templateName}>
      {pending?.submitting && !online ? (
        <PendingSubmitPanel />
      ) : checklist.status === 'pending' ? (
        <StartPanel checklist={checklist} />
      ) : checklist.status === 'in_progress' || checklist.status === 'rejected' ? (
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
