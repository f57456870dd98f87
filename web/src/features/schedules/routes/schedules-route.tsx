import { assignmentPairs } from '@domain/checklists/assign.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { scheduleMessages } from '@domain/schedules/messages';
import { paths } from '@domain/paths';
import {
  SCHEDULE_STATUS_LABELS,
  SCHEDULE_STATUSES,
  type ScheduleListItem,
  type ScheduleStatusFilter,
} from '@domain/schedules/schedule.schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/field';
import { EnumFilter, FilterBar, oneOf } from '@/components/ui/list-filters';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { DeleteAction, EditAction } from '@/components/ui/row-actions';
import { CreateLink } from '@/components/ui/create-link';
import { useDeleteSchedule } from '@/data/schedules/delete-schedule';
import { scheduleQueries } from '@/data/schedules/schedule-queries';
import { useSetScheduleActive } from '@/data/schedules/set-schedule-active';
import { templateQueries } from '@/data/templates/template-queries';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useFilterParams, useListParams } from '@/lib/use-list-params';
import '../components/schedules.css';

export const SCHEDULES_PAGE_SIZE = 25;
/** The templates offered by the filter and the form: the company's, in one page. */
export const TEMPLATE_CHOICES = 100;

const STATUS_FILTER_LABELS: Record<ScheduleStatusFilter, string> = {
  all: 'Todos',
  active: 'Ativos',
  paused: 'Pausados',
};

/**
 * `/admin/schedules` ('Agendamentos'): the company's recurring checklists with their next
 * occurrence (in the company's time), filtered by status and template; filters and page in the URL.
 */
export function SchedulesRoute() {
  const list = useListParams();
  const { params, setFilter } = useFilterParams();
  const status = oneOf(SCHEDULE_STATUSES, params.get('status')) ?? 'all';
  const templateId = params.get('templateId') || undefined;
  const schedules = useQuery({
    ...scheduleQueries.list({ ...list.pageQuery, pageSize: SCHEDULES_PAGE_SIZE, status, templateId }),
    placeholderData: keepPreviousData,
  });
  const templates = useQuery(templateQueries.list({ search: '', page: 1, pageSize: TEMPLATE_CHOICES }));
  const [deleting, setDeleting] = useState<ScheduleListItem | null>(null);

  const setActive = useSetScheduleActive({
    onSuccess: (schedule) => toast.success(schedule.isActive ? scheduleMessages.resumed : scheduleMessages.paused),
  });
  const deleteSchedule = useDeleteSchedule({
    onSuccess: () => {
      toast.success(scheduleMessages.deleted);
      setDeleting(null);
    },
  });

  const newLink = <CreateLink to={paths.admin.newSchedule}>Novo agendamento</CreateLink>;

  return (
    <div className="page">
      <PageHeader
        title="Agendamentos"
        subtitle="Checklists criados automaticamente, no horário da empresa"
        actions={newLink}
      />

      <FilterBar>
        <EnumFilter
          name="status"
          label="Situação"
          fallback="all"
          values={SCHEDULE_STATUSES}
          labels={STATUS_FILTER_LABELS}
        />
        <SelectField
          label="Template"
          value={templateId ?? ''}
          onChange={(e) => setFilter('templateId', e.target.value)}
        >
          <option value="">Todos os templates</option>
          {templates.data?.items.map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
        </SelectField>
      </FilterBar>

      <PaginatedList
        list={list}
        result={schedules}
        summary
        loadingText="Carregando agendamentos..."
        errorText={scheduleMessages.loadListError}
        empty={{
          icon: <CalendarClock size={40} />,
          title: 'Nenhum agendamento encontrado',
          hint: 'Agende um template para que os checklists sejam criados sozinhos.',
          searchHint: 'Nenhum agendamento com estes filtros.',
          action: newLink,
        }}
      >
        {(items) => (
          <ul className="schedule-list" aria-label="Agendamentos">
            {items.map((schedule) => (
              <li key={schedule.id} className="schedule-row">
                <div className="schedule-main">
                  <strong>{schedule.templateName}</strong>
                  <Badge tone={schedule.isActive ? 'success' : 'neutral'}>
                    {SCHEDULE_STATUS_LABELS[schedule.isActive ? 'active' : 'paused']}
                  </Badge>
                </div>
                <dl className="schedule-facts">
                  <div>
                    <dt>Usuários</dt>
                    <dd>{schedule.users.map((u) => u.name).join(', ')}</dd>
                  </div>
                  {schedule.vehicles.length > 0 && (
                    <div>
                      <dt>Veículos</dt>
                      <dd>{schedule.vehicles.map((v) => `${v.name} (${v.plate})`).join(', ')}</dd>
                    </div>
                  )}
                  {schedule.pairing === 'paired' && (
                    <div>
                      <dt>Pares</dt>
                      <dd>
                        {assignmentPairs(schedule.users, schedule.vehicles, 'paired')
                          .map(({ user, vehicle }) => `${user.name}: ${vehicle?.plate ?? ''}`)
                          .join('; ')}
                      </dd>
                    </div>
                  )}
                  <div>
                    <dt>Recorrência</dt>
                    <dd>{schedule.recurrenceLabel}</dd>
                  </div>
                  <div>
                    <dt>Horário</dt>
                    <dd>{schedule.dueTime}</dd>
                  </div>
                  <div>
                    <dt>Próxima ocorrência</dt>
                    <dd>{schedule.nextOccurrence ? formatDateTime(schedule.nextOccurrence) : '—'}</dd>
                  </div>
                </dl>
                <div className="entity-card-actions">
                  <EditAction
                    name={`agendamento ${schedule.templateName}`}
                    to={paths.admin.editSchedule(schedule.id)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={setActive.isPending}
                    aria-label={`${schedule.isActive ? 'Pausar' : 'Retomar'} agendamento ${schedule.templateName}`}
                    onClick={() =>
                      setActive.mutate(
                        { id: schedule.id, active: !schedule.isActive },
                        { onError: (error) => toast.error(errorMessage(error, scheduleMessages.saveError)) },
                      )
                    }
                  >
                    {schedule.isActive ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
                    {schedule.isActive ? 'Pausar' : 'Retomar'}
                  </Button>
                  <DeleteAction name={`agendamento ${schedule.templateName}`} onClick={() => setDeleting(schedule)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </PaginatedList>

      <ConfirmDialog
        open={deleting !== null}
        title="Excluir agendamento"
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={deleteSchedule.isPending}
        onConfirm={() =>
          deleting &&
          deleteSchedule.mutate(deleting.id, {
            onError: (error) => toast.error(errorMessage(error, scheduleMessages.deleteError)),
          })
        }
        onCancel={() => setDeleting(null)}
      >
        <p>{scheduleMessages.confirmDelete}</p>
        <p className="muted">{deleting?.templateName}</p>
      </ConfirmDialog>
    </div>
  );
}
