import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileText, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { MAX_PAGE_SIZE } from '@domain/api';
import { MESSAGES } from '@domain/messages';
import { paths } from '@domain/paths';
import type { Template } from '@domain/templates/template.schema';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { useDeleteTemplate } from '@/data/templates/delete-template';
import { templateQueries } from '@/data/templates/template-queries';
import { errorMessage } from '@/lib/api-error';
import { useOpenAssignModal } from '@/lib/assign-modal';
import { useSessionUser } from '@/lib/session-context';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { TemplateCard } from '../components/template-card';
import { TemplateViewModal } from '../components/template-view-modal';
import '../components/templates.css';

const PAGE_SIZE = Math.min(30, MAX_PAGE_SIZE);

export function TemplatesRoute() {
  const user = useSessionUser();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const [viewing, setViewing] = useState<Template | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const openAssign = useOpenAssignModal();

  const templates = useQuery({
    ...templateQueries.list({ search: debouncedSearch, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const items = templates.data?.items ?? [];
  const total = templates.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const deleteTemplate = useDeleteTemplate({
    onSuccess: () => {
      toast.success('Template excluído com sucesso!');
      setDeleting(null);
      // The last card of a later page is gone: show the page before it instead of an empty one.
      if (items.length === 1 && page > 1) setPage(page - 1);
    },
  });

  function confirmDelete() {
    if (!deleting) return;
    deleteTemplate.mutate(deleting.id, {
      onError: (error) => toast.error(errorMessage(error, MESSAGES.templates.deleteError)),
    });
  }

  const canCreate = user.role !== 'superadmin';
  const newTemplateLink = canCreate && (
    <Link className={buttonClass('primary')} to={paths.admin.newTemplate}>
      <Plus size={18} aria-hidden="true" />
      Novo Template
    </Link>
  );

  return (
    <div className="page">
      <PageHeader title="Templates" subtitle="Modelos de checklist da sua empresa" actions={newTemplateLink} />

      <div className="search-box">
        <label htmlFor="template-search" className="sr-only">
          Buscar templates
        </label>
        <Search size={18} aria-hidden="true" className="search-icon" />
        <input
          id="template-search"
          className="input search-input"
          type="search"
          placeholder="Buscar por título ou descrição..."
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>

      {templates.isPending ? (
        <LoadingState text="Carregando templates..." />
      ) : templates.isError ? (
        <ErrorBanner onRetry={() => templates.refetch()}>{MESSAGES.templates.loadListError}</ErrorBanner>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<FileText size={40} />}
          title="Nenhum template encontrado"
          hint={
            debouncedSearch
              ? 'Tente buscar por outro título ou descrição.'
              : 'Crie o primeiro modelo de checklist da sua empresa.'
          }
          action={debouncedSearch ? undefined : newTemplateLink}
        />
      ) : (
        <>
          <p className="list-summary" aria-live="polite">
            {total === 1 ? '1 template' : `${total} templates`}
          </p>
          <div className="template-grid">
            {items.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                onView={() => setViewing(template)}
                onAssign={() => openAssign({ template: { id: template.id, name: template.title } })}
                onDelete={() => setDeleting(template)}
              />
            ))}
          </div>
          <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}

      <TemplateViewModal template={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir Template"
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={deleteTemplate.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Tem certeza que deseja excluir o template <strong>{deleting?.title}</strong>? Esta ação
          não pode ser desfeita.
        </p>
        <p className="muted">Checklists já atribuídos continuam com as questões que receberam.</p>
      </ConfirmDialog>
    </div>
  );
}
