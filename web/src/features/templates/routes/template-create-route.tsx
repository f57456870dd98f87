import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@domain/paths';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateTemplate } from '@/data/templates/create-template';
import { TemplateForm } from '../components/template-form';
import '../components/templates.css';

export function TemplateCreateRoute() {
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
      <TemplateForm
        mode="create"
        onSubmit={async (input) => {
          await createTemplate.mutateAsync(input);
        }}
      />
    </div>
  );
}
