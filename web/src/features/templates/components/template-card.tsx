import CalendarClock from 'lucide-react/icons/calendar-clock';
import Eye from 'lucide-react/icons/eye';
import Send from 'lucide-react/icons/send';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@domain/paths';
import { isInspectionItem, severityOf } from '@domain/fleet/inspection';
import { CUSTODY_ROLE_LABELS, TEMPLATE_KIND_LABELS, type Template } from '@domain/templates/template.schema';
import { Badge } from '@/components/ui/badge';
import { buttonClass, Button } from '@/components/ui/button';
import { DeleteAction, EditAction } from '@/components/ui/row-actions';
import { formatDate } from '@/lib/format';
import { questionCountLabel } from './question-count';

interface TemplateCardProps {
  template: Template;
  onView: () => void;
  onAssign: () => void;
  onDelete: () => void;
}

export function TemplateCard({ template, onView, onAssign, onDelete }: TemplateCardProps) {
  const titleId = useId();
  const title = template.title;
  const inspection = template.kind === 'vehicle_inspection';
  const critical = template.questions.filter((q) => isInspectionItem(q) && severityOf(q) === 'critical').length;

  return (
    <article className="card template-card" aria-labelledby={titleId}>
      <header className="entity-card-header">
        <h2 id={titleId} className="entity-card-title">
          {title}
        </h2>
        <span className="template-card-badges">
          {inspection && <Badge tone="info">{TEMPLATE_KIND_LABELS.vehicle_inspection}</Badge>}
          {inspection && template.custodyRole && <Badge tone="info">{CUSTODY_ROLE_LABELS[template.custodyRole]}</Badge>}
          {inspection && template.onDemand && <Badge tone="neutral">Sob demanda</Badge>}
          <Badge tone={template.isActive ? 'success' : 'neutral'}>{template.isActive ? 'Ativo' : 'Inativo'}</Badge>
        </span>
      </header>
      <p className="template-card-description">{template.description}</p>
      <p className="template-card-meta">
        <span>{questionCountLabel(template.questions.length)}</span>
        {inspection && critical > 0 && (
          <>
            <span aria-hidden="true"> · </span>
            <span>{critical === 1 ? '1 item crítico' : `${critical} itens críticos`}</span>
          </>
        )}
        <span aria-hidden="true"> · </span>
        <span>Criado em {formatDate(template.createdAt)}</span>
      </p>
      <div className="entity-card-actions">
        <Button variant="ghost" size="sm" aria-label={`Visualizar template ${title}`} onClick={onView}>
          <Eye size={16} aria-hidden="true" />
          Visualizar
        </Button>
        <EditAction name={`template ${title}`} to={paths.admin.editTemplate(template.id)} />
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Atribuir checklist do template ${title}`}
          title={template.isActive ? undefined : 'Templates inativos não podem ser atribuídos'}
          disabled={!template.isActive}
          onClick={onAssign}
        >
          <Send size={16} aria-hidden="true" />
          Atribuir
        </Button>
        {template.isActive && (
          <Link
            className={buttonClass('ghost', 'sm')}
            aria-label={`Agendar checklist do template ${title}`}
            to={`${paths.admin.newSchedule}?template=${encodeURIComponent(template.id)}`}
          >
            <CalendarClock size={16} aria-hidden="true" />
            Agendar
          </Link>
        )}
        <DeleteAction name={`template ${title}`} onClick={onDelete} />
      </div>
    </article>
  );
}
