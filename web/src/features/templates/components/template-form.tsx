import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { templateMessages } from '@domain/templates/messages';
import { paths } from '@domain/paths';
import { TEMPLATE_KIND_LABELS, TEMPLATE_KINDS, type ValidTemplateInput } from '@domain/templates/template.schema';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { showServerErrors } from '@/lib/forms';
import { QuestionListEditor } from './question-list-editor';
import { INSPECTION_ROLE_LABELS, templateToFormValues, type TemplateFormValues } from './template-draft';
import { templateResolver, type TemplateFormMode } from './template-resolver';

interface TemplateFormProps {
  mode: TemplateFormMode;
  initialValues?: TemplateFormValues;
  /** Saves the validated body; a rejection keeps everything typed and shows why. */
  onSubmit: (input: ValidTemplateInput) => Promise<void>;
}

export function TemplateForm({ mode, initialValues, onSubmit }: TemplateFormProps) {
  // Not useApiForm: a question's fields are checked against each other (options, unit, min and
  // max), so each edit re-validates the form instead of only clearing the field's own error.
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
  const inspection = useWatch({ control, name: 'kind' }) === 'vehicle_inspection';
  const handsOver = useWatch({ control, name: 'custodyRole' }) !== 'routine';
  const kindHintId = useId();

  const save = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      showServerErrors(
        error,
        setError,
        mode === 'create' ? templateMessages.createError : templateMessages.updateError,
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form
        className="template-form"
        onSubmit={save}
        noValidate
        aria-label={mode === 'create' ? 'Novo template' : 'Editar template'}
      >
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
          <fieldset className="template-kind" aria-describedby={kindHintId}>
            <legend>Tipo de template</legend>
            <div className="template-kind-options">
              {TEMPLATE_KINDS.map((kind) => (
                <label key={kind} className="template-kind-option">
                  <input type="radio" value={kind} {...register('kind')} />
                  {TEMPLATE_KIND_LABELS[kind]}
                </label>
              ))}
            </div>
            {errors.kind?.message ? (
              <p className="field-error" id={kindHintId}>
                {errors.kind.message}
              </p>
            ) : (
              <p className="field-hint" id={kindHintId}>
                Uma inspeção de veículo é atribuída por veículo, pode ter uma questão de hodômetro e cada falha abre um
                defeito no veículo.
              </p>
            )}
          </fieldset>
          {inspection && (
            <>
              <SelectField
                label="Tipo de inspeção"
                hint="Na saída o motorista passa a responder pelo veículo; no retorno, deixa de responder."
                {...register('custodyRole')}
              >
                {Object.entries(INSPECTION_ROLE_LABELS).map(([role, label]) => (
                  <option key={role} value={role}>
                    {label}
                  </option>
                ))}
              </SelectField>
              {handsOver && (
                <CheckboxField
                  label="Exigir localização"
                  hint="A inspeção só começa com a localização do aparelho, que fica registrada no início."
                  {...register('requirePosition')}
                />
              )}
              <CheckboxField
                label="Sob demanda"
                hint="Pode ser iniciado pelo QR do veículo"
                {...register('onDemand')}
              />
            </>
          )}
          <CheckboxField
            label="Pedir assinatura no envio"
            hint="O usuário assina no celular para enviar; a assinatura vai no relatório em PDF."
            {...register('signatureOnSubmit')}
          />
          <CheckboxField label="Ativo" {...register('isActive')} />
        </Card>

        <QuestionListEditor
          emptyMessage={
            mode === 'create' ? templateMessages.questionsRequiredOnCreate : templateMessages.questionsRequiredOnEdit
          }
        />

        <FormActions
          cancel={paths.admin.templates}
          saveLabel={mode === 'create' ? 'Salvar Template' : 'Salvar Alterações'}
          busy={isSubmitting}
          saveDisabled={questionCount === 0}
        />
      </form>
    </FormProvider>
  );
}
