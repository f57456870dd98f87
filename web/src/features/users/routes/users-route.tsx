import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { userMessages } from '@domain/users/messages';
import { paths } from '@domain/paths';
import type { CompanyUser } from '@domain/users/user.schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExportMenu } from '@/components/exports/export-menu';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { CreateLink } from '@/components/ui/create-link';
import { ImportLink } from '@/components/ui/import-link';
import { useDeleteUser } from '@/data/users/delete-user';
import { userQueries } from '@/data/users/user-queries';
import { errorMessage } from '@/lib/api-error';
import { useOpenAssignModal } from '@/lib/assign-modal';
import { useListParams } from '@/lib/use-list-params';
import { UserCard } from '../components/user-card';
import { UserChecklistsModal } from '../components/user-checklists-modal';
import { UserStatsCards } from '../components/user-stats-cards';
import '../components/users.css';

/** Spec section 9: 25 users a page, a window of 5 page numbers. */
export const USERS_PAGE_SIZE = 25;

export function UsersRoute() {
  const list = useListParams();
  const [viewing, setViewing] = useState<CompanyUser | null>(null);
  const [deleting, setDeleting] = useState<CompanyUser | null>(null);
  const openAssign = useOpenAssignModal();

  const users = useQuery({
    ...userQueries.list({ search: list.appliedSearch, ...list.pageQuery, pageSize: USERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const deleteUser = useDeleteUser({
    onSuccess: () => {
      toast.success('Usuário excluído com sucesso');
      setDeleting(null);
    },
  });

  function confirmDelete() {
    if (!deleting) return;
    deleteUser.mutate(deleting.id, {
      onError: (error) => toast.error(errorMessage(error, userMessages.deleteError)),
    });
  }

  const newUserLink = <CreateLink to={paths.admin.newUser}>Novo Usuário</CreateLink>;

  return (
    <div className="page">
      <PageHeader
        title="Usuários"
        subtitle="Gerencie os usuários da empresa"
        actions={
          <>
            <ImportLink to={paths.admin.userImport} />
            <ExportMenu list="users" filters={{ search: list.appliedSearch || undefined }} />
            {newUserLink}
          </>
        }
      />

      <UserStatsCards />

      <PaginatedList
        list={list}
        search={{ label: 'Buscar usuários', placeholder: 'Buscar por nome, email ou telefone...' }}
        result={users}
        numbered
        summary
        loadingText="Carregando usuários..."
        errorText={userMessages.loadListError}
        searchErrorText={userMessages.searchError}
        empty={{
          icon: <Users size={40} />,
          title: 'Nenhum usuário encontrado',
          hint: 'Cadastre o primeiro usuário da empresa.',
          searchHint: `Nenhum usuário corresponde a "${list.appliedSearch}". Tente buscar por outro nome, email ou telefone.`,
          action: newUserLink,
        }}
      >
        {(items) => (
          <ul className="user-list" aria-label="Usuários">
            {items.map((user) => (
              <li key={user.id}>
                <UserCard
                  user={user}
                  onViewChecklists={() => setViewing(user)}
                  onAssign={() => openAssign({ user: { id: user.id, name: user.name } })}
                  onDelete={() => setDeleting(user)}
                />
              </li>
            ))}
          </ul>
        )}
      </PaginatedList>

      <UserChecklistsModal user={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir Usuário"
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Tem certeza que deseja excluir o usuário <strong>{deleting?.name}</strong>? Os checklists dele continuam
          registrados.
        </p>
      </ConfirmDialog>
    </div>
  );
}
