import type { ChecklistQuestion } from '@domain/checklists/checklist.schema';
import type { Draft } from './answer-draft';
import { PhotoAnswer } from './photo-answer';
import type { Evidence } from './use-answer-drafts';

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
  /** The justification of a 'Não', for a Sim/Não question whose template asks for one. */
  evidence: Evidence;
  /** A new justification; `save` when it is whole at once (a photo added or removed). */
  onEvidenceChange: (evidence: Evidence, save: boolean) => void;
}

/** Sim/Não answered 'Não' where the template asks for a comment and/or a photo (issue 9: evidence). */
function NoJustification(props: AnswerInputProps) {
  const { question: q, evidence, locked, onEvidenceChange } = props;
  const commentId = `answer-${q.id}-comment`;
  return (
    <div className="answer-justification">
      <p className="answer-justification-title">Justifique a resposta "Não"</p>
      {q.requireCommentOnNo && (
        <textarea
          id={commentId}
          className="input answer-text"
          rows={3}
          aria-label={`Comentário sobre a resposta "Não" de ${q.question}`}
          placeholder={locked ? 'Resposta aprovada' : 'Descreva o problema encontrado...'}
          value={evidence.comment}
          disabled={locked}
          onChange={(e) => onEvidenceChange({ ...evidence, comment: e.currentTarget.value }, false)}
          onBlur={props.onBlur}
        />
      )}
      {q.requirePhotoOnNo && (
        <PhotoAnswer
          checklistId={props.checklistId}
          questionId={q.id}
          label={`Foto da resposta "Não" de ${q.question}`}
          refs={evidence.photos}
          locked={locked}
          onChange={(photos) => onEvidenceChange({ ...evidence, photos }, true)}
          onBusyChange={props.onBusyChange}
        />
      )}
    </div>
  );
}

/** The input of one question, by its type (spec section 2), shared by the phone and desktop screens. */
export function AnswerInput(props: AnswerInputProps) {
  const { question: q, draft, locked, error, onChange, onChangeAndSave } = props;
  const inputId = `answer-${q.id}`;
  const errorId = `${inputId}-error`;
  const described = {
    'aria-required': q.required,
    ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
  };

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
      if (draft === false && (q.requireCommentOnNo || q.requirePhotoOnNo)) {
        input = (
          <>
            {input}
            <NoJustification {...props} />
          </>
        );
      }
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
      const range = [q.min != null ? `mínimo ${q.min}` : null, q.max != null ? `máximo ${q.max}` : null].filter(
        Boolean,
      );
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
