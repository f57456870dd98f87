import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import FileSearch from 'lucide-react/icons/file-search';
import QrCode from 'lucide-react/icons/qr-code';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ScrollText from 'lucide-react/icons/scroll-text';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { authMessages } from '@domain/auth/messages';
import { paths } from '@domain/paths';
import { mapLink } from '@domain/checklists/checklist.schema';
import { startedViaQrLabel } from '@domain/checklists/start-place';
import { questionReviewCounts } from '@domain/checklists/review.schema';
import { SIGNATURE_TEXTS, signerLines } from '@domain/checklists/signature';
import { inspectionResultLabel } from '@domain/fleet/inspection';
import { ReviewCounts } from '@/components/checklists/review-counts';
import { SignatureBlock } from '@/components/checklists/signature-block';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { checklistAuditPath } from '@/data/audit/audit-queries';
import { useReopenReview } from '@/data/responses/reopen-review';
import { responseQueries } from '@/data/responses/response-queries';
import { errorMessage } from '@/lib/api-error';
import { displayTimeZone, formatDate, formatDateTime, formatKm } from '@/lib/format';
import { useSessionUser } from '@/lib/session-context';
import { InspectionDefects } from '../components/inspection-defects';
import { PdfButton } from '../components/pdf-button';
import { QuestionReviewList } from '../components/question-review-list';
import { ReopenDialog } from '../components/reopen-dialog';
import { REVIEW_TEXTS, ReviewStatusBadge, vehicleText } from '../components/review-texts';
import '../components/responses.css';

/** react-pdf and its worker are fetched only when a preview is opened on this screen. */
const PdfPreview = lazy(async () => ({ default: (await import('../components/pdf-preview')).PdfPreview }));

/** Redirects to the list after telling why (spec section 2: a load failure goes back to /admin/responses). */
function BackToList({ message }: { message: string }) {
  useEffect(() => {
    toast.error(message);
  }, [message]);
  return <Navigate to={paths.admin.responses} replace />;
}

export function ResponseDetailRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const superadmin = useSessionUser().role === 'superadmin';
  const companyId = superadmin ? (params.get('companyId') ?? undefined) : undefined;
  // The superadmin's link names the response's company; without it there is nothing to ask for.
  const companyMissing = superadmin && !companyId;
  const response = useQuery({ ...responseQueries.detail(id, companyId), enabled: !companyMissing });
  const [previewing, setPreviewing] = useState(false);
  const [reopening, setReopening] = useState(false);
  const reopen = useReopenReview();

  if (companyMissing) return <BackToList message={authMessages.companyIdMissing} />;
  if (response.isPending) return <LoadingState text="Carregando resposta..." />;
  if (response.isError) return <BackToList message={errorMessage(response.error, REVIEW_TEXTS.notFound)} />;

  const data = response.data;
  const counts = questionReviewCounts(data.questions);
  const approved = data.reviewStatus === 'approved';

  return (
    <div className="page response-detail">
      <Link className="back-link" to={paths.admin.responses}>
        <ArrowLeft size={16} aria-hidden="true" />
        Voltar para Respostas
      </Link>

      <header className="card response-detail-head">
        <div className="response-card-title">
          <h1>{data.templateName}</h1>
          <ReviewStatusBadge status={data.reviewStatus} />
        </div>
        <dl className="response-detail-facts">
          <div>
            <dt>Usuário</dt>
            <dd>{data.userName}</dd>
          </div>
          {data.vehicle && (
            <div>
              <dt>Veículo</dt>
              <dd>{vehicleText(data.vehicle)}</dd>
            </div>
          )}
          {data.startedVia === 'qr' && (
            <div>
              <dt>Início</dt>
              <dd>
                <Badge tone="info">
                  <QrCode size={14} aria-hidden="true" /> {startedViaQrLabel(data.startPlace, displayTimeZone())}
                </Badge>
                {data.startPlace && (
                  <>
                    {' '}
                    <a href={mapLink(data.startPlace.location)} target="_blank" rel="noopener noreferrer">
                      Ver no mapa
                    </a>
                  </>
                )}
              </dd>
            </div>
          )}
          {data.startedVia !== 'qr' && data.startPlace && (
            <div>
              <dt>Início</dt>
              <dd>
                Localização registrada no início{' '}
                <a href={mapLink(data.startPlace.location)} target="_blank" rel="noopener noreferrer">
                  Ver no mapa
                </a>
              </dd>
            </div>
          )}
          {data.inspection?.odometerKm != null && (
            <div>
              <dt>Hodômetro</dt>
              <dd>{formatKm(data.inspection.odometerKm)}</dd>
            </div>
          )}
          {data.inspection && (
            <div>
              <dt>Resultado da inspeção</dt>
              <dd>{inspectionResultLabel(data.inspection)}</dd>
            </div>
          )}
          {data.submittedAt && (
            <div>
              <dt>Respondido em</dt>
              <dd>{formatDateTime(data.submittedAt)}</dd>
            </div>
          )}
          {data.dueDate && (
            <div>
              <dt>Prazo</dt>
              <dd>{formatDate(data.dueDate)}</dd>
            </div>
          )}
        </dl>
        {data.submitSignature && (
          <SignatureBlock
            title={SIGNATURE_TEXTS.submit}
            image={data.submitSignature.image}
            lines={signerLines(data.submitSignature, displayTimeZone())}
            companyId={companyId}
          />
        )}
        <ReviewCounts counts={counts} className="response-counters" toned />
        {approved && (
          <div className="response-card-actions">
            <PdfButton responseId={data.id} companyId={companyId} size="md" />
            <Button variant="secondary" onClick={() => setPreviewing((open) => !open)} aria-expanded={previewing}>
              <FileSearch size={16} aria-hidden="true" />
              {previewing ? 'Fechar PDF' : 'Visualizar PDF'}
            </Button>
            {!superadmin && (
              <Button variant="secondary" onClick={() => setReopening(true)}>
                <RotateCcw size={16} aria-hidden="true" />
                Reabrir revisão
              </Button>
            )}
          </div>
        )}
        {!superadmin && (
          <Link className="audit-link" to={checklistAuditPath(data.id)}>
            <ScrollText size={16} aria-hidden="true" />
            Ver auditoria deste checklist
          </Link>
        )}
      </header>

      {approved && previewing && (
        <section className="card pdf-preview-card" aria-label="Pré-visualização do PDF">
          <Suspense fallback={<LoadingState text="Gerando PDF..." />}>
            <PdfPreview responseId={data.id} companyId={companyId} />
          </Suspense>
        </section>
      )}

      {/* Defects are the company's admins' (the superadmin reads the checklist only). */}
      {data.vehicle && !superadmin && <InspectionDefects checklistId={data.id} />}

      <section className="card">
        <QuestionReviewList response={data} canReview={!superadmin} />
      </section>

      <ReopenDialog
        open={reopening}
        busy={reopen.isPending}
        onCancel={() => setReopening(false)}
        onSubmit={(reason) =>
          reopen.mutate(
            { responseId: data.id, reason },
            {
              onSuccess: () => {
                setReopening(false);
                toast.success('Revisão reaberta');
              },
              onError: (error) => toast.error(errorMessage(error, 'Erro ao reabrir a revisão')),
            },
          )
        }
      />
    </div>
  );
}
