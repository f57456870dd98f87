import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@domain/messages';
import type { ValidTemplateInput } from '@domain/templates/template.schema';
import { buttonClass, Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-error';
import { QuestionListEditor } from './question-list-editor';
import { templateToFormValues, type TemplateFormValues } from './template-draft';
import { templateResolver, type TemplateFormMode } from './template-resolver';

interface TemplateFormProps {
  mode: TemplateFormMode;
  initialValues?: TemplateFormValues;
  /** Saves the validated body; a rejection keeps everything typed and shows why. */
  onSubmit: (input: ValidTemplateInput) => Promise<void>;
}

export function TemplateForm({ mode, initialValues, onSubmit }: TemplateFormProps) {
  const form = useForm<TemplateFormValues, unknown, ValidTemplateInput>({
    resolver: templateResolver(mode),
    defaultValues: initialValues ?? templateToFormValues(),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const questionCount = useWatch({ control, name: 'questions' }).length;

  const save = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      if (error instanceof ApiError) {
        // Issues without a path (e.g. an unknown top-level field) have no field to sit on.
        for (const issue of error.issues.filter((item) => item.path)) {
          setError(issue.path as Path<TemplateFormValues>, { type: 'server', message: issue.message });
        }
      }
      const fallback = mode === 'create' ? MESSAGES.templates.createError : MESSAGES.templates.updateError;
      setError('root.server', { type: 'server', message: errorMessage(error, fallback) });
    }
  });

  return (
    <FormProvider {...form}>
      <form className="template-form" onSubmit={save} noValidate aria-label={mode === 'create' ? 'Novo template' : 'Editar template'}>
        {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}

        <Card>
          <h2 className="card-title">Informações do template</h2>
          <TextField
            label="Nome do template"
            placeholder="Ex: Inspeção diária do veículo"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <TextAreaField
            label="Descrição"
            placeholder="Para que serve este checklist"
            rows={3}
            required
            error={errors.description?.message}
            {...register('description')}
          />
          <CheckboxField label="Ativo" {...register('isActive')} />
        </Card>

        <QuestionListEditor
          emptyMessage={
            mode === 'create' ? MESSAGES.templates.questionsRequiredOnCreate : MESSAGES.templates.questionsRequiredOnEdit
          }
        />

        <div className="form-actions">
          <Link className={buttonClass('secondary')} to="/admin/templates">
            Cancelar
          </Link>
          <Button type="submit" disabled={questionCount === 0 || isSubmitting}>
            {isSubmitting ? 'Salvando...' : mode === 'create' ? 'Salvar Template' : 'Salvar Alterações'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
