import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@domain/paths';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateCompany } from '@/data/companies/create-company';
import { CompanyForm } from '../components/company-form';
import '../components/companies.css';

export function CompanyCreateRoute() {
  const navigate = useNavigate();
  const createCompany = useCreateCompany({
    onSuccess: (company) => {
      toast.success('Empresa criada com sucesso! Adicione o primeiro administrador.');
      // The edit screen is where its admins are added: a company without one cannot sign in.
      navigate(paths.admin.editCompany(company.id));
    },
  });

  return (
    <div className="page page-narrow">
      <PageHeader title="Nova Empresa" subtitle="Cadastre uma empresa cliente do CheckFrota" />
      <CompanyForm
        mode="create"
        onSubmit={async (input) => {
          await createCompany.mutateAsync(input);
        }}
      />
    </div>
  );
}
