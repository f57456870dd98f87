import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { MESSAGES } from '@domain/messages';
import { paths } from '@domain/paths';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { useSessionUser } from '@/lib/session-context';
import { useCreateTemplate } from '@/data/templates/create-template';
import { TemplateForm } from '../components/template-form';
import '../components/templates.css';

export function TemplateCreateRoute() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const createTemplate = useCreateTemplate({
    onSuccess: () => {
      toast.success('Template criado com sucesso!');
      navigate(paths.admin.templates);
    },
  });

  return (
    <div className="page page-narrow">
      <PageHeader title="Novo Template" subtitle="Monte as questões do checklist" />
      {user.companyId ? (
        <TemplateForm
          mode="create"
          onSubmit={async (input) => {
            await createTemplate.mutateAsync(input);
          }}
        />
      ) : (
        <ErrorBanner>{MESSAGES.templates.companyMissing}</ErrorBanner>
      )}
    </div>
  );
}
