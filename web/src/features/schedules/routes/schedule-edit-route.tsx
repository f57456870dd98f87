import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { scheduleMessages } from '@domain/schedules/messages';
import { paths } from '@domain/paths';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { scheduleQueries } from '@/data/schedules/schedule-queries';
import { useUpdateSchedule } from '@/data/schedules/update-schedule';
import { ApiError } from '@/lib/api-error';
import { ScheduleForm, scheduleToFormValues } from '../components/schedule-form';

/** `/admin/schedules/:id/edit`: an edit changes the periods not yet created only. */
export function ScheduleEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const schedule = useQuery(scheduleQueries.detail(id));
  const update = useUpdateSchedule({
    onSuccess: () => {
      toast.success(scheduleMessages.updated);
      navigate(paths.admin.schedules);
    },
  });

  return (
    <div className="page page-narrow">
      <PageHeader title="Editar agendamento" subtitle="As alterações valem para as próximas ocorrências" />
      {schedule.isPending ? (
        <LoadingState text="Carregando agendamento..." />
      ) : schedule.isError ? (
        <ErrorBanner onRetry={ApiError.isNotFound(schedule.error) ? undefined : () => schedule.refetch()}>
          {ApiError.isNotFound(schedule.error) ? scheduleMessages.notFound : scheduleMessages.loadError}
        </ErrorBanner>
      ) : (
        <ScheduleForm
          key={schedule.data.id}
          initialValues={scheduleToFormValues(schedule.data)}
          saveLabel="Salvar alterações"
          onSubmit={(input) => update.mutateAsync({ id, input })}
        />
      )}
    </div>
  );
}
