import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { templateMessages } from '@domain/templates/messages';
import { paths } from '@domain/paths';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { templateQueries } from '@/data/templates/template-queries';
import { useUpdateTemplate } from '@/data/templates/update-template';
import { ApiError } from '@/lib/api-error';
import { templateToFormValues } from '../components/template-draft';
import { TemplateForm } from '../components/template-form';
import '../components/templates.css';

export function TemplateEditRoute() {
  const { id = '' } = useParams();

  return (
    <div className="page page-narrow">
      <PageHeader title="Editar Template" subtitle="Altere os dados e as questões do checklist" />
      <TemplateEditor id={id} />
    </div>
  );
}

function TemplateEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const template = useQuery(templateQueries.detail(id));
  const updateTemplate = useUpdateTemplate({
    onSuccess: () => {
      toast.success('Template atualizado com sucesso!');
      navigate(paths.admin.templates);
    },
  });

  if (template.isPending) return <LoadingState text="Carregando template..." />;
  if (template.isError) {
    if (ApiError.isNotFound(template.error)) return <TemplateNotFound />;
    return <ErrorBanner onRetry={() => template.refetch()}>{templateMessages.loadError}</ErrorBanner>;
  }

  return (
    <TemplateForm
      key={template.data.id}
      mode="edit"
      initialValues={templateToFormValues(template.data)}
      onSubmit={async (input) => {
        await updateTemplate.mutateAsync({ id, input });
      }}
    />
  );
}

/** Spec: an unknown template alerts 'Template não encontrado' and goes back to the list. */
function TemplateNotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    // A fixed toast id keeps it single when effects run twice in development.
    toast.error(templateMessages.notFound, { id: 'template-not-found' });
    navigate(paths.admin.templates, { replace: true });
  }, [navigate]);
  return <ErrorBanner>{templateMessages.notFound}</ErrorBanner>;
}
