import { keepPreviousData, useQuery } from '@tanstack/react-query';
import FileText from 'lucide-react/icons/file-text';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { MAX_PAGE_SIZE } from '@domain/api';
import { templateMessages } from '@domain/templates/messages';
import { paths } from '@domain/paths';
import type { Template } from '@domain/templates/template.schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { CreateLink } from '@/components/ui/create-link';
import { useDeleteTemplate } from '@/data/templates/delete-template';
import { templateQueries } from '@/data/templates/template-queries';
import { errorMessage } from '@/lib/api-error';
import { useOpenAssignModal } from '@/lib/assign-modal';
import { useSessionUser } from '@/lib/session-context';
import { useListParams } from '@/lib/use-list-params';
import { TemplateCard } from '../components/template-card';
import { TemplateViewModal } from '../components/template-view-modal';
import '../components/templates.css';

const PAGE_SIZE = Math.min(30, MAX_PAGE_SIZE);

export function TemplatesRoute() {
  const user = useSessionUser();
  const list = useListParams();
  const [viewing, setViewing] = useState<Template | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const openAssign = useOpenAssignModal();

  const templates = useQuery({
    ...templateQueries.list({ search: list.appliedSearch, ...list.pageQuery, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const deleteTemplate = useDeleteTemplate({
    onSuccess: () => {
      toast.success('Template excluído com sucesso!');
      setDeleting(null);
    },
  });

  function confirmDelete() {
    if (!deleting) return;
    deleteTemplate.mutate(deleting.id, {
      onError: (error) => toast.error(errorMessage(error, templateMessages.deleteError)),
    });
  }

  const canCreate = user.role !== 'superadmin';
  const newTemplateLink = canCreate && <CreateLink to={paths.admin.newTemplate}>Novo Template</CreateLink>;

  return (
    <div className="page">
      <PageHeader title="Templates" subtitle="Modelos de checklist da sua empresa" actions={newTemplateLink} />

      <PaginatedList
        list={list}
        search={{ label: 'Buscar templates', placeholder: 'Buscar por título ou descrição...' }}
        result={templates}
        loadingText="Carregando templates..."
        errorText={templateMessages.loadListError}
        searchErrorText={templateMessages.searchError}
        empty={{
          icon: <FileText size={40} />,
          title: 'Nenhum template encontrado',
          hint: 'Crie o primeiro modelo de checklist da sua empresa.',
          searchHint: 'Tente buscar por outro título ou descrição.',
          action: newTemplateLink,
        }}
      >
        {(items, total) => (
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
                  onAssign={() =>
                    openAssign({
                      template: { id: template.id, name: template.title, kind: template.kind ?? 'general' },
                    })
                  }
                  onDelete={() => setDeleting(template)}
                />
              ))}
            </div>
          </>
        )}
      </PaginatedList>

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
          Tem certeza que deseja excluir o template <strong>{deleting?.title}</strong>? Esta ação não pode ser desfeita.
        </p>
        <p className="muted">Checklists já atribuídos continuam com as questões que receberam.</p>
      </ConfirmDialog>
    </div>
  );
}
