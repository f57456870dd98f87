import type { ChecklistQuestion } from '@domain/checklists/checklist.schema';
import type { Draft } from './answer-draft';
import { PhotoAnswer } from './photo-answer';

interface AnswerInputProps {
  checklistId: string;
  question: ChecklistQuestion;
  draft: Draft;
  /** An approved answer, or one the checklist's state no longer opens. */
  locked: boolean;
  error?: string;
  onChange: (draft: Draft) => void;
  /** For inputs whose answer is whole at once (Sim/Não, an option, a photo): change and save. */
  onChangeAndSave: (draft: Draft) => void;
  onBusyChange: (busy: boolean) => void;
  /** Where answers are saved as the user leaves each field (the desktop list). */
  onBlur?: () => void;
}

/** The input of one question, by its type (spec section 2), shared by the phone and desktop screens. */
export function AnswerInput(props: AnswerInputProps) {
  const { question: q, draft, locked, error, onChange, onChangeAndSave } = props;
  const inputId = `answer-${q.id}`;
  const errorId = `${inputId}-error`;
  const described = { 'aria-required': q.required, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) };

  let input;
  switch (q.type) {
    case 'boolean':
      input = (
        <div className="answer-choices answer-yes-no" role="radiogroup" aria-label={q.question}>
          {[
            { value: true, label: 'Sim' },
            { value: false, label: 'Não' },
          ].map((option) => (
            <button
              key={option.label}
              type="button"
              role="radio"
              aria-checked={draft === option.value}
              className={`answer-choice ${draft === option.value ? 'is-selected' : ''}`}
              disabled={locked}
              onClick={() => onChangeAndSave(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
      );
      break;
    case 'single_choice':
      input = (
        <div className="answer-choices" role="radiogroup" aria-label={q.question}>
          {(q.options ?? []).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={draft === option}
              className={`answer-choice ${draft === option ? 'is-selected' : ''}`}
              disabled={locked}
              onClick={() => onChangeAndSave(option)}
            >
              {option}
            </button>
          ))}
        </div>
      );
      break;
    case 'photo':
      input = (
        <PhotoAnswer
          checklistId={props.checklistId}
          questionId={q.id}
          label={q.question}
          refs={Array.isArray(draft) ? draft : []}
          locked={locked}
          onChange={onChangeAndSave}
          onBusyChange={props.onBusyChange}
        />
      );
      break;
    case 'number':
    case 'measurement': {
      const range = [q.min != null ? `mínimo ${q.min}` : null, q.max != null ? `máximo ${q.max}` : null].filter(Boolean);
      input = (
        <div className="answer-number">
          <input
            id={inputId}
            className="input"
            type="text"
            inputMode="decimal"
            aria-label={q.question}
            value={typeof draft === 'string' ? draft : ''}
            placeholder={locked ? 'Resposta aprovada' : 'Digite um número'}
            disabled={locked}
            onChange={(e) => onChange(e.currentTarget.value)}
            onBlur={props.onBlur}
            {...described}
          />
          {q.type === 'measurement' && q.unit && <span className="answer-unit">{q.unit}</span>}
          {q.type === 'number' && range.length > 0 && <span className="answer-hint">({range.join(', ')})</span>}
        </div>
      );
      break;
    }
    case 'datetime':
      input = (
        <input
          id={inputId}
          className="input"
          type="datetime-local"
          aria-label={q.question}
          value={typeof draft === 'string' ? draft : ''}
          disabled={locked}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={props.onBlur}
          {...described}
        />
      );
      break;
    default:
      input = (
        <textarea
          id={inputId}
          className="input answer-text"
          rows={4}
          aria-label={q.question}
          value={typeof draft === 'string' ? draft : ''}
          placeholder={locked ? 'Resposta aprovada' : 'Digite sua resposta...'}
          disabled={locked}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={props.onBlur}
          {...described}
        />
      );
  }

  return (
    <div className="answer-input">
      {input}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
