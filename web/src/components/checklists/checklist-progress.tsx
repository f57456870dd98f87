import { progressPercent, type ChecklistSummary } from '@domain/checklists/checklist.schema';
import { ProgressBar } from '@/components/ui/progress-bar';
import './checklists.css';

type ProgressOf = Pick<ChecklistSummary, 'templateName' | 'questionsCount' | 'answeredCount'>;

/** How much of a checklist is answered: a real share of its questions, as text and a bar. */
export function ChecklistProgress({ checklist }: { checklist: ProgressOf }) {
  const percent = progressPercent(checklist);
  return (
    <div className="checklist-progress">
      <span>Progresso: {percent}%</span>
      <ProgressBar label={`Progresso de ${checklist.templateName}`} value={percent} />
    </div>
  );
}
