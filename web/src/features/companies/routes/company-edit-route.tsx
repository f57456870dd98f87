import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { companyMessages } from '@domain/companies/messages';
import { paths } from '@domain/paths';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { companyQueries } from '@/data/companies/company-queries';
import { useUpdateCompany } from '@/data/companies/update-company';
import { ApiError } from '@/lib/api-error';
import { CompanyAdmins } from '../components/company-admins';
import { companyToFormValues } from '../components/company-form-values';
import { CompanyForm } from '../components/company-form';
import '../components/companies.css';

export function CompanyEditRoute() {
  const { id = '' } = useParams();
  return (
    <div className="page page-narrow">
      <PageHeader title="Editar Empresa" subtitle="Altere os dados da empresa e gerencie seus administradores" />
      <CompanyEditor id={id} />
    </div>
  );
}

function CompanyEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const company = useQuery(companyQueries.detail(id));
  const updateCompany = useUpdateCompany({
    onSuccess: () => {
      toast.success('Empresa atualizada com sucesso!');
      navigate(paths.admin.companies);
    },
  });

  if (company.isPending) return <LoadingState text="Carregando empresa..." />;
  if (company.isError) {
    if (ApiError.isNotFound(company.error)) {
      return (
        <ErrorBanner
          action={
            <Link className="back-link" to={paths.admin.companies}>
              <ArrowLeft size={16} aria-hidden="true" />
              Voltar para empresas
            </Link>
          }
        >
          {companyMessages.notFound}
        </ErrorBanner>
      );
    }
    return <ErrorBanner onRetry={() => company.refetch()}>{companyMessages.loadError}</ErrorBanner>;
  }

  return (
    <>
      <CompanyForm
        key={company.data.id}
        mode="edit"
        initialValues={companyToFormValues(company.data)}
        onSubmit={async (input) => {
          await updateCompany.mutateAsync({ id, input });
        }}
      />
      <CompanyAdmins companyId={company.data.id} admins={company.data.admins} />
    </>
  );
}
