import type { RejectedQuestion } from '@domain/dashboard/dashboard.types';
import { DashboardPanel } from './dashboard-panel';
import { DASHBOARD_TEXTS } from './dashboard-texts';

/** The questions field users get wrong most: where a template may need rewording or training. */
export function RejectedQuestions({ questions }: { questions: RejectedQuestion[] }) {
  return (
    <DashboardPanel title="Questões mais rejeitadas" hint="Últimos 30 dias">
      {questions.length === 0 ? (
        <p className="muted">{DASHBOARD_TEXTS.noRejections}</p>
      ) : (
        <ol className="stack-list dashboard-rows" aria-label="Questões mais rejeitadas">
          {questions.map((question) => (
            <li key={question.question}>
              <span className="dashboard-row-text">{question.question}</span>
              <strong>
                {question.rejections} {question.rejections === 1 ? 'rejeição' : 'rejeições'}
              </strong>
            </li>
          ))}
        </ol>
      )}
    </DashboardPanel>
  );
}
