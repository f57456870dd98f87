import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import CheckCheck from 'lucide-react/icons/check-check';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { ChecklistQuestion } from '@domain/checklists/checklist.schema';
import { answerText } from '@domain/checklists/report';
import { questionSigner, signerLines } from '@domain/checklists/signature';
import { mapLink } from '@domain/checklists/checklist.schema';
import { opensDefect, severityOf } from '@domain/fleet/inspection';
import { DEFECT_SEVERITY_LABELS } from '@domain/templates/template.schema';
import { SignatureBlock } from '@/components/checklists/signature-block';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApproveAll } from '@/data/responses/approve-all';
import { useApproveQuestion } from '@/data/responses/approve-question';
import { useRejectQuestion } from '@/data/responses/reject-question';
import type { ResponseDetail } from '@domain/checklists/review.schema';
import { errorMessage } from '@/lib/api-error';
import { displayTimeZone, formatDateTime, formatKm } from '@/lib/format';
import { PhotoStrip } from './photo-viewer';
import { RejectDialog } from './reject-dialog';
import { odometerWarning, QuestionStatusBadge, REVIEW_TEXTS } from './review-texts';

const photosOf = (answer: unknown): string[] =>
  Array.isArray(answer) ? answer.filter((a): a is string => typeof a === 'string') : [];

/** An answer as the reviewer reads it: Sim / Não, numbers and dates in pt-BR, photos as thumbnails. */
function AnswerValue({ question, companyId }: { question: ChecklistQuestion; companyId: string }) {
  if (question.type === 'photo') {
    const photos = photosOf(question.answer);
    return photos.length > 0 ? (
      <PhotoStrip photos={photos} label={question.question} companyId={companyId} />
    ) : (
      <span className="muted">Sem resposta</span>
    );
  }
  const signer = question.type === 'signature' ? questionSigner(question) : null;
  if (signer)
    return <SignatureBlock image={signer.image} lines={signerLines(signer, displayTimeZone())} companyId={companyId} />;
  if (typeof question.answer === 'boolean') return <span>{question.answer ? 'Sim' : 'Não'}</span>;
  if (question.type === 'odometer' && typeof question.answer === 'number')
    return <span>{formatKm(question.answer)}</span>;
  return <span>{answerText(question, question.answer, displayTimeZone())}</span>;
}

interface QuestionReviewListProps {
  response: ResponseDetail;
  /** Only a company's admin reviews; the superadmin reads. */
  canReview: boolean;
}

/**
 * Each answer with its status and reason, and the reviewer's Aprovar / Rejeitar / Aprovar Todas
 * (spec section 4: approve is disabled on an approved answer, reject on a rejected one, and
 * Aprovar Todas on an approved checklist). An approved checklist is final: every decision stays
 * disabled until its review is reopened ('Reabrir revisão' on the detail screen).
 */
export function QuestionReviewList({ response, canReview }: QuestionReviewListProps) {
  const approve = useApproveQuestion();
  const reject = useRejectQuestion();
  const approveAll = useApproveAll();
  const [rejecting, setRejecting] = useState<ChecklistQuestion | null>(null);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const busy = approve.isPending || reject.isPending || approveAll.isPending;
  const questions = [...response.questions].sort((a, b) => a.order - b.order);

  return (
    <div className="review-questions">
      {canReview && (
        <div className="review-questions-actions">
          <Button
            size="sm"
            disabled={busy || response.reviewStatus === 'approved'}
            onClick={() => setConfirmingAll(true)}
          >
            <CheckCheck size={16} aria-hidden="true" />
            Aprovar Todas
          </Button>
        </div>
      )}
      <ol className="review-question-list">
        {questions.map((question, index) => (
          <li
            key={question.id}
            className={`review-question review-question-${question.status}${opensDefect(question) ? ' review-question-failed' : ''}`}
            aria-label={`Questão ${index + 1}`}
          >
            <div className="review-question-head">
              <p className="review-question-text">
                <strong>Questão {index + 1}:</strong> {question.question}
              </p>
              <QuestionStatusBadge status={question.status} />
            </div>
            <div className="review-answer">
              <span className="review-answer-label">Resposta:</span>{' '}
              <AnswerValue question={question} companyId={response.companyId} />
              {opensDefect(question) && (
                // A failed inspection item: it opened (or was reported again on) a defect of the vehicle.
                <span className="review-failure">
                  <Badge tone="danger">Falha</Badge>
                  <Badge tone={severityOf(question) === 'critical' ? 'danger' : 'warning'}>
                    {DEFECT_SEVERITY_LABELS[severityOf(question)]}
                  </Badge>
                </span>
              )}
            </div>
            {question.odometerCheck && (
              <p className="review-odometer-warning">
                <AlertTriangle size={16} aria-hidden="true" />
                {odometerWarning(question.odometerCheck)}
              </p>
            )}
            {question.comment && (
              <p className="review-comment">
                <span className="review-answer-label">Comentário:</span> {question.comment}
              </p>
            )}
            {question.location && (
              <p className="review-location">
                <span className="review-answer-label">Local:</span>{' '}
                <a href={mapLink(question.location)} target="_blank" rel="noopener noreferrer">
                  Ver no mapa
                </a>{' '}
                <span className="muted">(informado pelo aparelho, ± {question.location.accuracy} m)</span>
              </p>
            )}
            {question.evidencePhotos.length > 0 && (
              <PhotoStrip
                photos={question.evidencePhotos}
                label={`evidência de ${question.question}`}
                companyId={response.companyId}
              />
            )}
            {question.status === 'rejected' && question.rejectionReason && (
              <p className="review-reason">
                <strong>Motivo da Rejeição:</strong> {question.rejectionReason}
              </p>
            )}
            {question.reviewedAt && (
              <p className="review-meta">
                Revisada em {formatDateTime(question.reviewedAt)}
                {question.reviewedBy ? ` por ${question.reviewedBy}` : ''}
              </p>
            )}
            {canReview && (
              <div className="review-question-actions">
                <Button
                  size="sm"
                  variant="primary"
                  aria-label={`Aprovar Questão ${index + 1}`}
                  disabled={busy || question.status === 'approved'}
                  onClick={() =>
                    approve.mutate(
                      { responseId: response.id, questionId: question.id },
                      { onError: (error) => toast.error(errorMessage(error, REVIEW_TEXTS.approveError)) },
                    )
                  }
                >
                  <Check size={16} aria-hidden="true" />
                  Aprovar
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Rejeitar Questão ${index + 1}`}
                  disabled={busy || question.status === 'rejected' || response.reviewStatus === 'approved'}
                  onClick={() => setRejecting(question)}
                >
                  <X size={16} aria-hidden="true" />
                  Rejeitar
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>

      <RejectDialog
        question={rejecting}
        busy={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting &&
          reject.mutate(
            { responseId: response.id, questionId: rejecting.id, reason },
            {
              onSuccess: () => setRejecting(null),
              onError: (error) => toast.error(errorMessage(error, REVIEW_TEXTS.rejectError)),
            },
          )
        }
      />
      <ConfirmDialog
        open={confirmingAll}
        title="Aprovar Todas"
        confirmLabel="Aprovar Todas"
        busyLabel="Aprovando..."
        tone="primary"
        busy={approveAll.isPending}
        onCancel={() => setConfirmingAll(false)}
        onConfirm={() =>
          approveAll.mutate(response.id, {
            onSuccess: () => setConfirmingAll(false),
            onError: (error) => {
              setConfirmingAll(false);
              toast.error(errorMessage(error, REVIEW_TEXTS.approveAllError));
            },
          })
        }
      >
        <p>{REVIEW_TEXTS.approveAllConfirm}</p>
      </ConfirmDialog>
    </div>
  );
}
