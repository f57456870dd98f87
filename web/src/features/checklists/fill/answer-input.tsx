import AlertOctagon from 'lucide-react/icons/octagon-exclamation-point';
import { useRef } from 'react';
import type { ChecklistQuestion } from '@domain/checklists/checklist.schema';
import { CRITICAL_FAILURE_INSTRUCTION } from '@domain/fleet/critical-failure';
import {
  isFailingAnswer,
  isInspectionItem,
  lastOdometerHint,
  odometerCheckMessage,
  severityOf,
  type LastOdometer,
  type OdometerCheck,
} from '@domain/fleet/inspection';
import { Button } from '@/components/ui/button';
import type { Draft } from './answer-draft';
import { PhotoAnswer } from './photo-answer';
import { SignatureAnswerInput } from './signature-answer';
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
  /** The justification of a failing answer, for a Sim/Não question that asks for one. */
  evidence: Evidence;
  /** A new justification; `save` when it is whole at once (a photo added or removed). */
  onEvidenceChange: (evidence: Evidence, save: boolean) => void;
  /** An odometer question's reading: the vehicle's last one, and the confirmation of an implausible one. */
  reading?: ReadingProps;
}

interface ReadingProps {
  /** The vehicle's last known odometer (the hint), null when unknown. */
  last: LastOdometer | null;
  /** Why the reading waits for the user's confirmation, if it does. */
  asking?: OdometerCheck;
  /** Why the reading the user confirmed was implausible, if it was. */
  confirmed?: OdometerCheck;
  onConfirm: () => void;
  onCorrect: () => void;
}

/**
 * A failing Sim/Não answer that must be justified: its evidence, and for a failed inspection item
 * always a description of the problem, with its photo when the question asks for one.
 */
function FailureJustification(props: AnswerInputProps & { answerLabel: string }) {
  const { question: q, evidence, locked, onEvidenceChange, answerLabel } = props;
  const commentId = `answer-${q.id}-comment`;
  const item = isInspectionItem(q);
  return (
    <div className="answer-justification">
      {item && severityOf(q) === 'critical' && (
        <p className="answer-critical" role="alert">
          <AlertOctagon size={18} aria-hidden="true" /> {CRITICAL_FAILURE_INSTRUCTION}
        </p>
      )}
      <p className="answer-justification-title">
        {item ? 'Descreva o problema' : `Justifique a resposta "${answerLabel}"`}
      </p>
      {(q.requireCommentOnNo || item) && (
        <textarea
          id={commentId}
          className="input answer-text"
          rows={3}
          aria-label={`Comentário sobre a resposta "${answerLabel}" de ${q.question}`}
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
          label={`Foto da resposta "${answerLabel}" de ${q.question}`}
          refs={evidence.photos}
          locked={locked}
          onChange={(photos) => onEvidenceChange({ ...evidence, photos }, true)}
          onBusyChange={props.onBusyChange}
        />
      )}
    </div>
  );
}

/** The odometer's km: whole km on a numeric keypad, the last reading as a hint, and an implausible one asked about. */
function OdometerInput(props: AnswerInputProps) {
  const { question: q, draft, locked, reading, error } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `answer-${q.id}-hint`;
  const checkId = `answer-${q.id}-check`;
  const last = reading?.last ?? null;
  return (
    <>
      <div className="answer-number">
        <input
          ref={inputRef}
          id={`answer-${q.id}`}
          className="input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="next"
          aria-label={q.question}
          value={typeof draft === 'string' ? draft : ''}
          placeholder={locked ? 'Resposta aprovada' : 'Digite os km do painel'}
          disabled={locked}
          onChange={(e) => props.onChange(e.currentTarget.value)}
          onBlur={props.onBlur}
          aria-required={q.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[last && hintId, error && `answer-${q.id}-error`].filter(Boolean).join(' ') || undefined}
        />
        <span className="answer-unit">km</span>
      </div>
      {last && (
        <p id={hintId} className="answer-hint">
          {lastOdometerHint(last)}
        </p>
      )}
      {reading?.asking && last && (
        <div className="reading-check" role="group" aria-labelledby={checkId}>
          <p id={checkId} role="alert">
            {odometerCheckMessage(reading.asking, last)}
          </p>
          <p className="reading-check-question">A leitura está correta?</p>
          <div className="reading-check-actions">
            <Button
              variant="secondary"
              onClick={() => {
                reading.onCorrect();
                inputRef.current?.focus();
              }}
            >
              Corrigir
            </Button>
            <Button onClick={reading.onConfirm}>Confirmar leitura</Button>
          </div>
        </div>
      )}
      {!reading?.asking && reading?.confirmed && last && (
        <p className="reading-confirmed">Leitura confirmada: {odometerCheckMessage(reading.confirmed, last)}</p>
      )}
    </>
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
      if (
        typeof draft === 'boolean' &&
        isFailingAnswer({ ...q, answer: draft }) &&
        (q.requireCommentOnNo || q.requirePhotoOnNo || isInspectionItem(q))
      ) {
        input = (
          <>
            {input}
            <FailureJustification {...props} answerLabel={draft ? 'Sim' : 'Não'} />
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
    case 'odometer':
      input = <OdometerInput {...props} />;
      break;
    case 'signature':
      input = (
        <SignatureAnswerInput
          checklistId={props.checklistId}
          question={q}
          signature={draft && typeof draft === 'object' && !Array.isArray(draft) ? draft : null}
          locked={locked}
          onSign={onChangeAndSave}
        />
      );
      break;
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
