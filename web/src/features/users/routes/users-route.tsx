import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, Search, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { MESSAGES } from '@domain/messages';
import { paths } from '@domain/paths';
import type { CompanyUser } from '@domain/users/user.schema';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { useDeleteUser } from '@/data/users/delete-user';
import { userQueries } from '@/data/users/user-queries';
import { errorMessage } from '@/lib/api-error';
import { useOpenAssignModal } from '@/lib/assign-modal';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { UserCard } from '../components/user-card';
import { UserChecklistsModal } from '../components/user-checklists-modal';
import { UserStatsCards } from '../components/user-stats-cards';
import '../components/users.css';

/** Spec section 9: 25 users a page, a window of 5 page numbers. */
export const USERS_PAGE_SIZE = 25;
const PAGE_WINDOW = 5;
const SEARCH_DEBOUNCE_MS = 300;

export function UsersRoute() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [viewing, setViewing] = useState<CompanyUser | null>(null);
  const [deleting, setDeleting] = useState<CompanyUser | null>(null);
  const openAssign = useOpenAssignModal();

  const users = useQuery({
    ...userQueries.list({ search: debouncedSearch, page, pageSize: USERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const items = users.data?.items ?? [];
  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));

  function goToPage(next: number) {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const deleteUser = useDeleteUser({
    onSuccess: () => {
      toast.success('Usuário excluído com sucesso');
      setDeleting(null);
      // The last user of a later page is gone: show the page before it instead of an empty one.
      if (items.length === 1 && page > 1) setPage(page - 1);
    },
  });

  function confirmDelete() {
    if (!deleting) return;
    deleteUser.mutate(deleting.id, {
      onError: (error) => toast.error(errorMessage(error, MESSAGES.users.deleteError)),
    });
  }

  const newUserLink = (
    <Link className={buttonClass('primary')} to={paths.admin.newUser}>
      <Plus size={18} aria-hidden="true" />
      Novo Usuário
    </Link>
  );

  return (
    <div className="page">
      <PageHeader title="Usuários" subtitle="Gerencie os usuários da empresa" actions={newUserLink} />

      <UserStatsCards />

      <div className="search-box">
        <label htmlFor="user-search" className="sr-only">
          Buscar usuários
        </label>
        <Search size={18} aria-hidden="true" className="search-icon" />
        <input
          id="user-search"
          className="input search-input"
          type="search"
          placeholder="Buscar por nome, email ou telefone..."
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>

      {users.isPending ? (
        <LoadingState text="Carregando usuários..." />
      ) : users.isError ? (
        <ErrorBanner onRetry={() => users.refetch()}>{MESSAGES.users.loadListError}</ErrorBanner>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Users size={40} />}
          title="Nenhum usuário encontrado"
          hint={
            debouncedSearch
              ? `Nenhum usuário corresponde a "${debouncedSearch}". Tente buscar por outro nome, email ou telefone.`
              : 'Cadastre o primeiro usuário da empresa.'
          }
          action={debouncedSearch ? undefined : newUserLink}
        />
      ) : (
        <>
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
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={goToPage}
            windowSize={PAGE_WINDOW}
            summary={{ total, pageSize: USERS_PAGE_SIZE }}
          />
        </>
      )}

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
