import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Trash2 from 'lucide-react/icons/trash';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  DEFECT_SEVERITIES,
  DEFECT_SEVERITY_LABELS,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  photoOnFailureByDefault,
  type DefectSeverity,
  type QuestionType,
} from '@domain/templates/template.schema';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { yesNoLabel, type TemplateFormValues, type YesNo } from './template-draft';

interface QuestionEditorProps {
  index: number;
  count: number;
  /** The template is a vehicle inspection: its Sim/Não questions are items that can fail. */
  inspection: boolean;
  /** Another question is already the odometer (an inspection has at most one). */
  odometerElsewhere: boolean;
  onRemove: () => void;
  onMove: (to: number) => void;
}

const YES_NO: readonly YesNo[] = ['no', 'yes'];

/**
 * The types a question may take: the odometer only in an inspection and only once. A question
 * that already is the odometer keeps it offered, so its select never shows a value it lacks (the
 * schema says why it is wrong on save).
 */
function typesOffered(current: QuestionType, inspection: boolean, odometerElsewhere: boolean): QuestionType[] {
  return QUESTION_TYPES.filter(
    (type) => type !== 'odometer' || current === 'odometer' || (inspection && !odometerElsewhere),
  );
}

export function QuestionEditor({ index, count, inspection, odometerElsewhere, onRemove, onMove }: QuestionEditorProps) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<TemplateFormValues>();
  const type = useWatch({ control, name: `questions.${index}.type` });
  const failingAnswer = useWatch({ control, name: `questions.${index}.failingAnswer` });
  const fieldErrors = errors.questions?.[index];
  const number = index + 1;
  // The evidence is asked for on the answer that fails: 'Não' unless an inspection chose 'Sim'.
  const failing = yesNoLabel(inspection ? failingAnswer : 'no');

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
          {typesOffered(type, inspection, odometerElsewhere).map((questionType) => (
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

      {type === 'boolean' && inspection && (
        <div className="question-row question-row-top">
          <SelectField label="Resposta que indica falha" {...register(`questions.${index}.failingAnswer`)}>
            {YES_NO.map((answer) => (
              <option key={answer} value={answer}>
                {yesNoLabel(answer)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Gravidade"
            hint="Crítico: o veículo fica fora de serviço até o defeito ser resolvido."
            error={fieldErrors?.severity?.message}
            {...register(`questions.${index}.severity`, {
              // A critical item asks a photo of its failure unless the admin turns it off after.
              onChange: (e: { target: { value: DefectSeverity } }) =>
                setValue(
                  `questions.${index}.requirePhotoOnNo`,
                  photoOnFailureByDefault('vehicle_inspection', e.target.value),
                ),
            })}
          >
            {DEFECT_SEVERITIES.map((severity) => (
              <option key={severity} value={severity}>
                {DEFECT_SEVERITY_LABELS[severity]}
              </option>
            ))}
          </SelectField>
        </div>
      )}

      {type === 'boolean' && (
        <div className="question-evidence">
          <CheckboxField
            label={`Exigir foto quando a resposta for "${failing}"`}
            {...register(`questions.${index}.requirePhotoOnNo`)}
          />
          {inspection ? (
            // A failed inspection item always asks for a comment: it describes the defect.
            <CheckboxField
              label={`Exigir comentário quando a resposta for "${failing}"`}
              hint="Em uma inspeção, toda falha pede um comentário que descreva o problema."
              checked
              disabled
              readOnly
            />
          ) : (
            <CheckboxField
              label={`Exigir comentário quando a resposta for "${failing}"`}
              {...register(`questions.${index}.requireCommentOnNo`)}
            />
          )}
        </div>
      )}

      {type === 'odometer' && (
        <p className="question-note">
          Leitura em km, número inteiro. O motorista vê o último registro do veículo como referência.
        </p>
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
