import Plus from 'lucide-react/icons/plus';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { uniqueQuestionId } from '@domain/templates/template.schema';
import { Button } from '@/components/ui/button';
import { QuestionEditor } from './question-editor';
import { emptyQuestion, type TemplateFormValues } from './template-draft';

interface QuestionListEditorProps {
  /** The schema's "at least one question" text for this form (create and edit differ). */
  emptyMessage: string;
}

export function QuestionListEditor({ emptyMessage }: QuestionListEditorProps) {
  const {
    control,
    getValues,
    formState: { errors },
  } = useFormContext<TemplateFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const inspection = useWatch({ control, name: 'kind' }) === 'vehicle_inspection';
  const odometers = useWatch({ control, name: 'questions' }).flatMap((q, i) => (q.type === 'odometer' ? [i] : []));
  const listError = errors.questions?.root?.message ?? errors.questions?.message;

  function addQuestion() {
    const taken = new Set(getValues('questions').map((question) => question.id));
    append(emptyQuestion(uniqueQuestionId(taken, Date.now())));
  }

  return (
    <section className="card question-list" aria-labelledby="questions-heading">
      <div className="question-list-header">
        <h2 id="questions-heading" className="card-title">
          Questões ({fields.length})
        </h2>
        <Button variant="secondary" size="sm" onClick={addQuestion}>
          <Plus size={16} aria-hidden="true" />
          Adicionar Questão
        </Button>
      </div>

      {fields.length === 0 ? (
        <p className={listError ? 'field-error question-list-empty' : 'question-list-empty'}>
          {listError ?? emptyMessage}
        </p>
      ) : (
        listError && (
          <p className="field-error" role="alert">
            {listError}
          </p>
        )
      )}

      <ol className="stack-list question-items">
        {fields.map((field, index) => (
          <li key={field.id}>
            <QuestionEditor
              index={index}
              count={fields.length}
              inspection={inspection}
              odometerElsewhere={odometers.some((i) => i !== index)}
              onRemove={() => remove(index)}
              onMove={(to) => move(index, to)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
