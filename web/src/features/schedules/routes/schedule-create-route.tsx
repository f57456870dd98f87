import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { scheduleMessages } from '@domain/schedules/messages';
import { paths } from '@domain/paths';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateSchedule } from '@/data/schedules/create-schedule';
import { emptyScheduleValues, ScheduleForm } from '../components/schedule-form';

/** `/admin/schedules/new`, from the list or from a template card's 'Agendar' (`?template=ID`). */
export function ScheduleCreateRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateSchedule({
    onSuccess: () => {
      toast.success(scheduleMessages.created);
      navigate(paths.admin.schedules);
    },
  });
  return (
    <div className="page page-narrow">
      <PageHeader title="Novo agendamento" subtitle="Os checklists serão criados sozinhos em cada ocorrência" />
      <ScheduleForm
        initialValues={emptyScheduleValues(params.get('template') ?? '')}
        saveLabel="Criar agendamento"
        onSubmit={(input) => create.mutateAsync(input)}
      />
    </div>
  );
}
