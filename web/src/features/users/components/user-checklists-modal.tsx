import { useQuery } from '@tanstack/react-query';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { ChecklistSummary } from '@domain/checklists/checklist.schema';
import { checklistMessages } from '@domain/checklists/messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExportMenu } from '@/components/exports/export-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Modal } from '@/components/ui/modal';
import { LoadingState } from '@/components/ui/spinner';
import { checklistQueries } from '@/data/checklists/checklist-queries';
import { useArchiveUserChecklist, useRemoveUserChecklist } from '@/data/checklists/remove-user-checklist';
import { errorMessage } from '@/lib/api-error';
import { UserChecklistItem } from './user-checklist-item';

interface UserRef {
  id: string;
  name: string;
}

/** The checklists of one user, with their counts and a way to remove one (spec section 2). */
export function UserChecklistsModal({ user, onClose }: { user: UserRef | null; onClose: () => void }) {
  return (
    <Modal open={user !== null} onClose={onClose} title={user ? `Checklists de ${user.name}` : ''} size="lg">
      {user && <UserChecklists user={user} />}
    </Modal>
  );
}

function UserChecklists({ user }: { user: UserRef }) {
  const checklists = useQuery(checklistQueries.ofUser(user.id));
  const [removing, setRemoving] = useState<ChecklistSummary | null>(null);
  const removeChecklist = useRemoveUserChecklist({
    onSuccess: ({ remaining }) => {
      toast.success(checklistMessages.removeSuccess(remaining));
      setRemoving(null);
    },
  });

  const [archiving, setArchiving] = useState<ChecklistSummary | null>(null);
  const archiveChecklist = useArchiveUserChecklist({
    onSuccess: () => {
      toast.success('Checklist arquivado');
      setArchiving(null);
    },
  });

  function confirmArchive() {
    if (!archiving) return;
    archiveChecklist.mutate(
      { userId: user.id, checklistId: archiving.id },
      { onError: (error) => toast.error(errorMessage(error, 'Erro ao arquivar checklist')) },
    );
  }

  function confirmRemove() {
    if (!removing) return;
    removeChecklist.mutate(
      { userId: user.id, checklistId: removing.id, status: removing.status },
      { onError: (error) => toast.error(errorMessage(error, checklistMessages.removeError)) },
    );
  }

  if (checklists.isPending) return <LoadingState text="Carregando checklists..." />;
  if (checklists.isError) {
    return <ErrorBanner onRetry={() => checklists.refetch()}>{checklistMessages.loadListError}</ErrorBanner>;
  }

  // The counts cover all of the user's checklists, also those beyond the ones listed.
  const { items, total, counts } = checklists.data;
  const now = new Date();

  return (
    <>
      <div className="user-checklists-actions">
        <ExportMenu list="checklists" filters={{ userId: user.id }} />
      </div>
      <dl className="checklist-counts">
        <div className="checklist-count checklist-count-completed">
          <dt>Concluídos</dt>
          <dd>{counts.completed}</dd>
        </div>
        <div className="checklist-count checklist-count-in-progress">
          <dt>Em Andamento</dt>
          <dd>{counts.inProgress}</dd>
        </div>
        <div className="checklist-count checklist-count-pending">
          <dt>Pendentes</dt>
          <dd>{counts.pending}</dd>
        </div>
      </dl>

      {items.length === 0 ? (
        <EmptyState icon={<ClipboardList size={36} />} title="Nenhum checklist atribuído" />
      ) : (
        <>
          {total > items.length && (
            <p className="muted">
              Mostrando os {items.length} checklists mais recentes de {total}.
            </p>
          )}
          <ul className="stack-list" aria-label={`Checklists de ${user.name}`}>
            {items.map((checklist) => (
              <UserChecklistItem
                key={checklist.id}
                checklist={checklist}
                now={now}
                onRemove={() => setRemoving(checklist)}
                onArchive={() => setArchiving(checklist)}
              />
            ))}
          </ul>
        </>
      )}

      <ConfirmDialog
        open={removing !== null}
        title="Remover Checklist"
        confirmLabel="Remover"
        busyLabel="Removendo..."
        busy={removeChecklist.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <p>Tem certeza que deseja remover este checklist? Esta ação não pode ser desfeita.</p>
        {removing && <p className="muted">{removing.templateName}</p>}
      </ConfirmDialog>

      <ConfirmDialog
        open={archiving !== null}
        title="Arquivar Checklist"
        tone="primary"
        confirmLabel="Arquivar"
        busyLabel="Arquivando..."
        busy={archiveChecklist.isPending}
        onConfirm={confirmArchive}
        onCancel={() => setArchiving(null)}
      >
        <p>
          Checklist aprovado não pode ser excluído. Arquivado, ele sai da lista de respostas e continua guardado como
          registro da inspeção.
        </p>
        {archiving && <p className="muted">{archiving.templateName}</p>}
      </ConfirmDialog>
    </>
  );
}
