import type { ReactNode } from 'react';
import type { ChecklistQuestion, FieldChecklist } from '@domain/checklists/checklist.schema';
import { isAnswerEditable } from '@domain/checklists/fill';
import { isInspectionItem, severityOf } from '@domain/fleet/inspection';
import { DEFECT_SEVERITY_LABELS } from '@domain/templates/template.schema';
import { Badge } from '@/components/ui/badge';
import { AnswerInput } from './answer-input';
import { QuestionReviewNote } from './question-review-note';
import type { useAnswerDrafts } from './use-answer-drafts';

interface QuestionFieldProps {
  checklist: FieldChecklist;
  question: ChecklistQuestion;
  /** 1-based, as the screen counts questions. */
  number: number;
  drafts: ReturnType<typeof useAnswerDrafts>;
  onBusyChange: (busy: boolean) => void;
  /** Saves the answer as the user leaves the field (the desktop list, where there is no Próxima). */
  saveOnBlur?: boolean;
  /** The frame's class: the phone shows a bare section, the desktop a card. */
  className: string;
  children?: ReactNode;
}

/**
 * One question as the field user answers it, on the phone wizard and the desktop list alike: its
 * number (with an inspection item's severity when critical), heading with the required mark, what
 * the reviewer said, and its input wired to the drafts.
 */
export function QuestionField(props: QuestionFieldProps) {
  const { checklist, question, drafts } = props;
  const headingId = `question-${question.id}`;
  return (
    <section className={props.className} aria-labelledby={headingId}>
      <div className="fill-question-top">
        <p className="fill-question-number">Questão {props.number}</p>
        {isInspectionItem(question) && severityOf(question) === 'critical' && (
          <Badge tone="danger">{DEFECT_SEVERITY_LABELS.critical}</Badge>
        )}
      </div>
      <h2 id={headingId}>
        {question.question}
        {question.required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </h2>
      <QuestionReviewNote question={question} />
      <AnswerInput
        checklistId={checklist.id}
        question={question}
        draft={drafts.draftOf(question)}
        locked={!isAnswerEditable(checklist.status, question)}
        error={drafts.errors[question.id]}
        onChange={(draft) => drafts.setDraft(question, draft)}
        onChangeAndSave={(draft) => {
          drafts.setDraft(question, draft);
          drafts.commit(question, draft);
        }}
        onBlur={props.saveOnBlur ? () => drafts.commit(question) : undefined}
        onBusyChange={props.onBusyChange}
        evidence={drafts.evidenceOf(question)}
        onEvidenceChange={(evidence, save) => {
          drafts.setEvidence(question, evidence);
          if (save) drafts.commit(question, undefined, evidence);
        }}
        reading={
          question.type === 'odometer'
            ? {
                last: drafts.lastOdometer,
                asking: drafts.readingCheckOf(question),
                confirmed: drafts.confirmedCheckOf(question),
                onConfirm: () => drafts.confirmReading(question),
                onCorrect: () => drafts.correctReading(question),
              }
            : undefined
        }
      />
      {props.children}
    </section>
  );
}
