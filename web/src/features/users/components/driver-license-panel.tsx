import IdCard from 'lucide-react/icons/id-card';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { formatDayBR } from '@domain/dates';
import { CNH_CATEGORIES, toxicologicalExamDueDay, type DriverLicense } from '@domain/drivers/cnh';
import { DriverLicenseInputSchema, driverLicenseProblem } from '@domain/drivers/driver.schema';
import { driverMessages } from '@domain/drivers/messages';
import { companyToday, DueBadge } from '@/components/drivers/cnh-status';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { useSaveDriverLicense } from '@/data/drivers/save-driver-license';
import { showServerErrors, useApiForm, zodFormResolver } from '@/lib/forms';

const m = driverMessages;

interface Values {
  cnhNumber: string;
  category: string;
  expiryDate: string;
  ear: boolean;
  lastToxicologicalExamDate: string;
}

const valuesOf = (license: DriverLicense | null): Values => ({
  cnhNumber: license?.cnhNumber ?? '',
  category: license?.category ?? 'B',
  expiryDate: license?.expiryDate ?? '',
  ear: license?.ear ?? false,
  lastToxicologicalExamDate: license?.lastToxicologicalExamDate ?? '',
});

/** The API's schema, and what only the company's calendar tells (an exam after today), on the exam's field. */
const resolver = zodFormResolver<Values, DriverLicense>(
  DriverLicenseInputSchema.superRefine((license, ctx) => {
    const problem = driverLicenseProblem(license, companyToday());
    if (problem) ctx.addIssue({ code: 'custom', path: ['lastToxicologicalExamDate'], message: problem });
  }),
  (v) => ({ ...v, lastToxicologicalExamDate: v.lastToxicologicalExamDate || null }),
);

/**
 * 'Dados de motorista' of a field user: the CNH the API checks before the user takes a vehicle,
 * its status, and for C, D and E the next toxicological exam.
 */
export function DriverLicensePanel({ userId, license }: { userId: string; license: DriverLicense | null }) {
  const save = useSaveDriverLicense();
  const form = useApiForm<Values, DriverLicense>({
    resolver,
    defaultValues: valuesOf(license),
    onSave: (driverLicense) => send(driverLicense, m.saved),
    serverError: m.saveError,
  });
  const {
    control,
    register,
    fieldProps,
    reset,
    setError,
    formState: { errors },
  } = form;
  const [categoryValue, lastExam] = useWatch({ control, name: ['category', 'lastToxicologicalExamDate'] });
  const category = CNH_CATEGORIES.find((c) => c === categoryValue);
  const examDue = category && toxicologicalExamDueDay(category, lastExam || null);

  /** Saves the licence (or null, to remove it); the form then shows what was saved. */
  async function send(driverLicense: DriverLicense | null, done: string) {
    const user = await save.mutateAsync({ userId, driverLicense });
    reset(valuesOf(user.driverLicense));
    toast.success(done);
  }

  return (
    <form className="card personal-data-panel" aria-labelledby="driver-panel-title" noValidate onSubmit={form.save}>
      <h2 id="driver-panel-title">Dados de motorista</h2>
      {license ? (
        <p>
          CNH categoria <strong>{license.category}</strong>: <DueBadge dueDay={license.expiryDate} />
        </p>
      ) : (
        <p className="muted">{m.none}</p>
      )}
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}
      <TextField
        label="Número da CNH"
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        {...fieldProps('cnhNumber')}
      />
      <SelectField label="Categoria" {...fieldProps('category')}>
        {CNH_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <TextField label="Validade da CNH" type="date" {...fieldProps('expiryDate')} />
      <CheckboxField label="Exerce atividade remunerada (EAR)" {...register('ear')} />
      <TextField
        label="Último exame toxicológico"
        type="date"
        hint={examDue ? `Próximo exame: ${formatDayBR(examDue)}` : undefined}
        {...fieldProps('lastToxicologicalExamDate')}
      />
      {examDue && (
        <p>
          Exame toxicológico: <DueBadge dueDay={examDue} />
        </p>
      )}
      <div className="form-actions">
        {license && (
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={() => send(null, 'CNH removida').catch((error) => showServerErrors(error, setError, m.saveError))}
          >
            Remover CNH
          </Button>
        )}
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          <IdCard size={16} aria-hidden="true" />
          {save.isPending ? 'Salvando...' : 'Salvar dados de motorista'}
        </Button>
      </div>
    </form>
  );
}
