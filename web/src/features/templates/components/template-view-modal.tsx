import { failingAnswerOf, isInspectionItem, severityOf } from '@domain/fleet/inspection';
import {
  CUSTODY_ROLE_LABELS,
  DEFECT_SEVERITY_LABELS,
  QUESTION_TYPE_LABELS,
  TEMPLATE_KIND_LABELS,
  type Question,
  type Template,
} from '@domain/templates/template.schema';
import { Badge } from '@/components/ui/badge';
import { Modal } from '@/components/ui/modal';
import { questionCountLabel } from './question-count';

function questionDetails(question: Question): string | null {
  switch (question.type) {
    case 'single_choice':
      return question.options?.length ? `Opções: ${question.options.join(', ')}` : null;
    case 'measurement':
      return question.unit ? `Unidade: ${question.unit}` : null;
    case 'number': {
      const bounds = [
        question.min != null ? `mínimo ${question.min}` : null,
        question.max != null ? `máximo ${question.max}` : null,
      ].filter(Boolean);
      return bounds.length ? `Valores: ${bounds.join(', ')}` : null;
    }
    case 'boolean': {
      // The evidence is asked for on the failing answer: 'Não' unless an inspection chose 'Sim'.
      const failing = failingAnswerOf(question) ? 'Sim' : 'Não';
      const evidence = [
        question.requirePhotoOnNo ? 'foto' : null,
        question.requireCommentOnNo ? 'comentário' : null,
      ].filter(Boolean);
      const parts = [
        isInspectionItem(question) ? `Falha: resposta "${failing}"` : null,
        evidence.length ? `Exige ${evidence.join(' e ')} quando a resposta for "${failing}"` : null,
      ].filter(Boolean);
      return parts.length ? parts.join(' · ') : null;
    }
    case 'odometer':
      return 'Leitura em km';
    default:
      return null;
  }
}

export function TemplateViewModal({ template, onClose }: { template: Template | null; onClose: () => void }) {
  return (
    <Modal open={template !== null} onClose={onClose} title={template ? template.title : ''} size="lg">
      {template && (
        <div className="template-view">
          <p>{template.description}</p>
          <p className="template-view-meta">
            <Badge tone={template.isActive ? 'success' : 'neutral'}>{template.isActive ? 'Ativo' : 'Inativo'}</Badge>
            {template.kind === 'vehicle_inspection' && (
              <Badge tone="info">{TEMPLATE_KIND_LABELS.vehicle_inspection}</Badge>
            )}
            {template.kind === 'vehicle_inspection' && template.custodyRole && (
              <Badge tone="info">{CUSTODY_ROLE_LABELS[template.custodyRole]}</Badge>
            )}
            {template.kind === 'vehicle_inspection' && template.onDemand && <Badge tone="neutral">Sob demanda</Badge>}
            <span>{questionCountLabel(template.questions.length)}</span>
          </p>
          <ol className="stack-list" aria-label="Questões do template">
            {template.questions.map((question, index) => {
              const details = questionDetails(question);
              return (
                <li key={question.id} className="template-view-question">
                  <p className="template-view-question-text">
                    <span className="template-view-number">{index + 1}.</span> {question.question}
                  </p>
                  <p className="template-view-question-meta">
                    <Badge tone="info">{QUESTION_TYPE_LABELS[question.type]}</Badge>
                    {isInspectionItem(question) && (
                      <Badge tone={severityOf(question) === 'critical' ? 'danger' : 'warning'}>
                        {DEFECT_SEVERITY_LABELS[severityOf(question)]}
                      </Badge>
                    )}
                    {question.required !== false ? (
                      <span className="required-marker">Obrigatória</span>
                    ) : (
                      <span>Opcional</span>
                    )}
                  </p>
                  {details && <p className="template-view-question-details">{details}</p>}
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </Modal>
  );
}
