import { useQuery } from '@tanstack/react-query';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';
import Eye from 'lucide-react/icons/eye';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@domain/paths';
import type { ResponseSummary } from '@domain/checklists/review.schema';
import { buttonClass } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { LoadingState } from '@/components/ui/spinner';
import { responseQueries } from '@/data/responses/response-queries';
import { formatDateTime } from '@/lib/format';
import { PdfButton } from './pdf-button';
import { QuestionReviewList } from './question-review-list';
import { REVIEW_TEXTS, ReviewStatusBadge, vehicleText } from './review-texts';

/** The detail screen's address; the superadmin's names the response's company. */
export function responseLink(response: Pick<ResponseSummary, 'id' | 'companyId'>, superadmin: boolean): string {
  const path = paths.admin.response(response.id);
  return superadmin ? `${path}?${new URLSearchParams({ companyId: response.companyId })}` : path;
}

function ExpandedResponse({ response, superadmin }: { response: ResponseSummary; superadmin: boolean }) {
  const detail = useQuery(responseQueries.detail(response.id, superadmin ? response.companyId : undefined));
  if (detail.isPending) return <LoadingState text="Carregando respostas..." />;
  if (detail.isError) return <ErrorBanner onRetry={() => detail.refetch()}>{REVIEW_TEXTS.notFound}</ErrorBanner>;
  return <QuestionReviewList response={detail.data} canReview={!superadmin} />;
}

/** One response of /admin/responses; expanded, its answers and the review actions. */
export function ResponseCard({ response, superadmin }: { response: ResponseSummary; superadmin: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const { approved, rejected, pending } = response.questions;
  return (
    <article className="card response-card" aria-label={response.templateName}>
      <header className="response-card-head">
        <div className="response-card-title">
          <h2>{response.templateName}</h2>
          <ReviewStatusBadge status={response.status} />
        </div>
        <p className="response-card-meta">
          <span>{response.userName}</span>
          {response.vehicle && <span>Veículo: {vehicleText(response.vehicle)}</span>}
          {response.submittedAt && <span>Respondido em {formatDateTime(response.submittedAt)}</span>}
        </p>
        <p className="response-card-counts">
          <span className="count-approved">{approved} aprovada(s)</span>
          <span className="count-rejected">{rejected} rejeitada(s)</span>
          <span className="count-pending">{pending} pendente(s)</span>
        </p>
        <div className="response-card-actions">
          <Link className={buttonClass('secondary', 'sm')} to={responseLink(response, superadmin)}>
            <Eye size={16} aria-hidden="true" />
            Ver Detalhes
          </Link>
          {response.status === 'approved' && (
            <PdfButton responseId={response.id} companyId={superadmin ? response.companyId : undefined} />
          )}
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
            {expanded ? 'Recolher' : 'Expandir'}
          </button>
        </div>
      </header>
      {expanded && (
        <div id={bodyId} className="response-card-body">
          <ExpandedResponse response={response} superadmin={superadmin} />
        </div>
      )}
    </article>
  );
}
