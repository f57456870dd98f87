import type { QuestionReviewCounts } from '@domain/checklists/review.schema';

const ROWS = [
  ['approved', 'Aprovadas'],
  ['rejected', 'Rejeitadas'],
  ['pending', 'Pendentes'],
] as const;

interface ReviewCountsProps {
  counts: QuestionReviewCounts;
  /** The screen's layout for the list (its CSS lives with the screen). */
  className: string;
  /** Colours each figure by its review status (the reviewer's screen). */
  toned?: boolean;
}

/** How many answers of a checklist stand approved, rejected and still pending review. */
export function ReviewCounts({ counts, className, toned = false }: ReviewCountsProps) {
  return (
    <dl className={className}>
      {ROWS.map(([status, label]) => (
        <div key={status} className={toned ? `count-${status}` : undefined}>
          <dt>{label}</dt>
          <dd>{counts[status]}</dd>
        </div>
      ))}
    </dl>
  );
}
