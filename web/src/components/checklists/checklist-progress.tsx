import { progressPercent, type ChecklistSummary } from '@domain/checklists/checklist.schema';
import './checklists.css';

type ProgressOf = Pick<ChecklistSummary, 'templateName' | 'questionsCount' | 'answeredCount'>;

/** How much of a checklist is answered: a real share of its questions, as text and a bar. */
export function ChecklistProgress({ checklist }: { checklist: ProgressOf }) {
  const percent = progressPercent(checklist);
  return (
    <div className="checklist-progress">
      <span>Progresso: {percent}%</span>
      <div
        className="progress-track"
        role="progressbar"
        aria-label={`Progresso de ${checklist.templateName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
