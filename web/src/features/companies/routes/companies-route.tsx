import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Building2 from 'lucide-react/icons/building-complex';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { CompanyListItem } from '@domain/companies/company.schema';
import { companyMessages } from '@domain/companies/messages';
import { paths } from '@domain/paths';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { CreateLink } from '@/components/ui/create-link';
import { companyQueries } from '@/data/companies/company-queries';
import { useDeleteCompany } from '@/data/companies/delete-company';
import { needsRecentSignIn, useSignInAgain } from '@/components/auth/recent-sign-in';
import { errorMessage } from '@/lib/api-error';
import { useSessionUser } from '@/lib/session-context';
import { useListParams } from '@/lib/use-list-params';
import { CompanyCard } from '../components/company-card';
import { DeleteCompanyDialog } from '../components/delete-company-dialog';
import '../components/companies.css';

/** Not set by the spec: the users list's 25 a page, with its window of 5 page numbers. */
export const COMPANIES_PAGE_SIZE = 25;
/** How often the list looks again while a company is being deleted. */
const DELETION_POLL_MS = 3000;

const m = companyMessages;

export function CompaniesRoute() {
  const user = useSessionUser();

  // Spec section 2: everyone else in the admin shell sees the refusal here (no data is asked for).
  if (user.role !== 'superadmin') {
    return (
      <div className="page">
        <PageHeader title={m.accessDenied} subtitle={m.superadminOnly} />
        <ErrorBanner>{m.superadminOnlyError}</ErrorBanner>
      </div>
    );
  }
  return <CompanyList />;
}

function CompanyList() {
  const list = useListParams();
  const [deleting, setDeleting] = useState<CompanyListItem | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const { signingIn, signInAgain } = useSignInAgain();

  const companies = useQuery({
    ...companyQueries.list({ search: list.appliedSearch, ...list.pageQuery, pageSize: COMPANIES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    // A company being deleted shows its progress until the job has removed it.
    refetchInterval: (query) => (query.state.data?.items.some((c) => c.deletion) ? DELETION_POLL_MS : false),
  });

  const deleteCompany = useDeleteCompany({
    onSuccess: () => {
      toast.success(m.deletionStarted);
      closeDelete();
    },
  });

  function closeDelete() {
    setDeleting(null);
    setNeedsSignIn(false);
  }

  async function confirmDelete({ confirmName, password }: { confirmName: string; password: string | null }) {
    if (!deleting) return;
    if (password !== null && !(await signInAgain(password))) return;
    deleteCompany.mutate(
      { id: deleting.id, confirmName },
      {
        onError: (error) => {
          // An old sign-in: the dialog asks for the password and the superadmin confirms again.
          if (needsRecentSignIn(error)) setNeedsSignIn(true);
          else toast.error(errorMessage(error, m.deleteError));
        },
      },
    );
  }

  const newCompanyLink = <CreateLink to={paths.admin.newCompany}>Nova Empresa</CreateLink>;

  return (
    <div className="page">
      <PageHeader title="Empresas" subtitle="Gerencie as empresas que usam o CheckFrota" actions={newCompanyLink} />

      <PaginatedList
        list={list}
        search={{ label: 'Buscar empresas', placeholder: 'Buscar por nome, email ou CNPJ...' }}
        result={companies}
        numbered
        summary
        loadingText="Carregando empresas..."
        errorText={m.loadListError}
        searchErrorText={m.searchError}
        empty={{
          icon: <Building2 size={40} />,
          title: 'Nenhuma empresa encontrada',
          hint: 'Cadastre a primeira empresa da plataforma.',
          searchHint: `Nenhuma empresa corresponde a "${list.appliedSearch}". Tente buscar por outro nome, email ou CNPJ.`,
          action: newCompanyLink,
        }}
      >
        {(items) => (
          <ul className="company-list" aria-label="Empresas">
            {items.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} onDelete={() => setDeleting(company)} />
              </li>
            ))}
          </ul>
        )}
      </PaginatedList>

      <DeleteCompanyDialog
        company={deleting}
        busy={deleteCompany.isPending || signingIn}
        needsSignIn={needsSignIn}
        onConfirm={(confirm) => void confirmDelete(confirm)}
        onCancel={closeDelete}
      />
    </div>
  );
}
