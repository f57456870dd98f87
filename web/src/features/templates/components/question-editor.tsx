import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { QUESTION_TYPE_LABELS, QUESTION_TYPES } from '@domain/templates/template.schema';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import type { TemplateFormValues } from './template-draft';

interface QuestionEditorProps {
  index: number;
  count: number;
  onRemove: () => void;
  onMove: (to: number) => void;
}

export function QuestionEditor({ index, count, onRemove, onMove }: QuestionEditorProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TemplateFormValues>();
  const type = useWatch({ control, name: `questions.${index}.type` });
  const fieldErrors = errors.questions?.[index];
  const number = index + 1;

  return (
    <fieldset className="question-editor">
      <legend className="question-legend">Questão {number}</legend>

      <div className="question-toolbar">
        <button
          type="button"
          className="icon-button"
          aria-label={`Mover questão ${number} para cima`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Mover questão ${number} para baixo`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button icon-button-danger"
          aria-label={`Remover questão ${number}`}
          onClick={onRemove}
        >
          <Trash2 size={18} aria-hidden="true" />
        </button>
      </div>

      <TextField
        label="Texto da questão"
        placeholder="Ex: Os pneus estão em bom estado?"
        required
        error={fieldErrors?.question?.message}
        {...register(`questions.${index}.question`)}
      />

      <div className="question-row">
        <SelectField label="Tipo" error={fieldErrors?.type?.message} {...register(`questions.${index}.type`)}>
          {QUESTION_TYPES.map((questionType) => (
            <option key={questionType} value={questionType}>
              {QUESTION_TYPE_LABELS[questionType]}
            </option>
          ))}
        </SelectField>
        <CheckboxField label="Obrigatória" {...register(`questions.${index}.required`)} />
      </div>

      {type === 'single_choice' && (
        <TextAreaField
          label="Opções (uma por linha)"
          rows={4}
          placeholder={'Bom\nRegular\nRuim'}
          required
          error={fieldErrors?.options?.message}
          {...register(`questions.${index}.options`)}
        />
      )}

      {type === 'measurement' && (
        <TextField
          label="Unidade"
          placeholder="Ex: km, psi, °C"
          required
          error={fieldErrors?.unit?.message}
          {...register(`questions.${index}.unit`)}
        />
      )}

      {type === 'boolean' && (
        <div className="question-evidence">
          <CheckboxField
            label='Exigir foto quando a resposta for "Não"'
            {...register(`questions.${index}.requirePhotoOnNo`)}
          />
          <CheckboxField
            label='Exigir comentário quando a resposta for "Não"'
            {...register(`questions.${index}.requireCommentOnNo`)}
          />
        </div>
      )}

      {type === 'number' && (
        <div className="question-row">
          <TextField
            label="Valor mínimo"
            type="number"
            inputMode="decimal"
            step="any"
            error={fieldErrors?.min?.message}
            {...register(`questions.${index}.min`)}
          />
          <TextField
            label="Valor máximo"
            type="number"
            inputMode="decimal"
            step="any"
            error={fieldErrors?.max?.message}
            {...register(`questions.${index}.max`)}
          />
        </div>
      )}
    </fieldset>
  );
}
