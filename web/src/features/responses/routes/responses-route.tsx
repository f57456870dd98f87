import { keepPreviousData, useQuery } from '@tanstack/react-query';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import { useSearchParams } from 'react-router-dom';
import { REVIEW_TABS, type ReviewTab } from '@domain/checklists/review.schema';
import { ExportMenu } from '@/components/exports/export-menu';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { responseQueries } from '@/data/responses/response-queries';
import { useSessionUser } from '@/lib/session-context';
import { useListParams } from '@/lib/use-list-params';
import { CompanyFilter, useCompanyParam } from '../components/company-filter';
import { ResponseCard } from '../components/response-card';
import { REVIEW_TEXTS, showingText, TAB_LABELS } from '../components/review-texts';
import '../components/responses.css';

/** Spec section 9: 25 responses a page, up to 5 page buttons. */
export const RESPONSES_PAGE_SIZE = 25;

/** `?status=`: one of the tabs, anything else reads as 'all'. */
function readTab(value: string | null): ReviewTab {
  return (REVIEW_TABS as readonly string[]).includes(value ?? '') ? (value as ReviewTab) : 'all';
}

export function ResponsesRoute() {
  const list = useListParams();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('status'));
  const superadmin = useSessionUser().role === 'superadmin';
  const [urlCompany, chooseCompany] = useCompanyParam();
  // The superadmin sees every company's responses, or one company's; an admin only their own.
  const companyId = superadmin ? urlCompany : undefined;

  const responses = useQuery({
    ...responseQueries.list({
      status: tab,
      ...list.pageQuery,
      pageSize: RESPONSES_PAGE_SIZE,
      ...(companyId && { companyId }),
    }),
    placeholderData: keepPreviousData,
  });

  function chooseTab(next: ReviewTab) {
    if (next === tab) return;
    // A new tab starts on its first page, as a new history entry.
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.delete('page');
      changed.delete('after');
      if (next === 'all') changed.delete('status');
      else changed.set('status', next);
      return changed;
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const counts = responses.data?.counts;
  const showing = responses.data && !responses.isPlaceholderData ? showingText(responses.data, tab) : null;

  return (
    <div className="page">
      <PageHeader
        title={REVIEW_TEXTS.title}
        subtitle="Revise, aprove ou rejeite as respostas enviadas pelos usuários"
        actions={superadmin ? undefined : <ExportMenu list="responses" filters={{ status: tab }} />}
      />

      {superadmin && <CompanyFilter companyId={companyId} onChange={chooseCompany} noneLabel="Todas as empresas" />}

      <div className="review-tabs" role="tablist" aria-label="Filtrar respostas">
        {REVIEW_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === tab}
            className={`review-tab ${name === tab ? 'review-tab-active' : ''}`}
            onClick={() => chooseTab(name)}
          >
            {TAB_LABELS[name]} <span className="review-tab-count">({counts ? counts[name] : '…'})</span>
          </button>
        ))}
      </div>

      {showing && showing.total > 0 && (
        <p className="review-showing" aria-live="polite">
          {showing.range}
          {showing.filtered && <span className="review-filtered"> {showing.filtered}</span>}
        </p>
      )}

      <PaginatedList
        list={list}
        result={responses}
        numbered
        pageOf
        loadingText="Carregando respostas..."
        errorText="Erro ao carregar dados"
        empty={{
          icon: <ClipboardCheck size={40} />,
          title: REVIEW_TEXTS.emptyTitle,
          hint: REVIEW_TEXTS.emptyHint,
        }}
      >
        {(items) => (
          <div className="response-list">
            {items.map((response) => (
              <ResponseCard key={response.id} response={response} superadmin={superadmin} />
            ))}
          </div>
        )}
      </PaginatedList>
    </div>
  );
}
