import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { formatDayBR } from '@domain/dates';
import { CNH_CATEGORIES, toxicologicalExamDueDay, type DriverLicense } from '@domain/drivers/cnh';
import { DriverLicenseInputSchema, driverLicenseProblem } from '@domain/drivers/driver.schema';
import { driverMessages } from '@domain/drivers/messages';
import { companyToday, DueBadge } from '@/components/drivers/cnh-status';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { useSaveDriverLicense } from '@/data/drivers/save-driver-license';
import { errorMessage } from '@/lib/api-error';

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

/**
 * 'Dados de motorista' of a field user (issue 24): the CNH the API checks before the user takes a
 * vehicle, its status, and for C, D and E the next toxicological exam.
 */
export function DriverLicensePanel({ userId, license }: { userId: string; license: DriverLicense | null }) {
  const [values, setValues] = useState(() => valuesOf(license));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveDriverLicense();
  const set = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));
  const category = CNH_CATEGORIES.find((c) => c === values.category);
  const examDue = category && toxicologicalExamDueDay(category, values.lastToxicologicalExamDate || null);

  function submit(driverLicense: DriverLicense | null, done: string) {
    setError(undefined);
    save.mutate(
      { userId, driverLicense },
      {
        onSuccess: (user) => {
          setValues(valuesOf(user.driverLicense));
          toast.success(done);
        },
        onError: (failure) => setError(errorMessage(failure, m.saveError)),
      },
    );
  }

  return (
    <form
      className="card personal-data-panel"
      aria-labelledby="driver-panel-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = DriverLicenseInputSchema.safeParse({
          ...values,
          lastToxicologicalExamDate: values.lastToxicologicalExamDate || null,
        });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        const problem = driverLicenseProblem(parsed.data, companyToday());
        if (problem) return setError(problem);
        submit(parsed.data, m.saved);
      }}
    >
      <h2 id="driver-panel-title">Dados de motorista</h2>
      {license ? (
        <p>
          CNH categoria <strong>{license.category}</strong>: <DueBadge dueDay={license.expiryDate} />
        </p>
      ) : (
        <p className="muted">{m.none}</p>
      )}
      <TextField
        label="Número da CNH"
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        value={values.cnhNumber}
        onChange={(e) => set({ cnhNumber: e.target.value })}
      />
      <SelectField label="Categoria" value={values.category} onChange={(e) => set({ category: e.target.value })}>
        {CNH_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Validade da CNH"
        type="date"
        value={values.expiryDate}
        onChange={(e) => set({ expiryDate: e.target.value })}
      />
      <CheckboxField
        label="Exerce atividade remunerada (EAR)"
        checked={values.ear}
        onChange={(e) => set({ ear: e.target.checked })}
      />
      <TextField
        label="Último exame toxicológico"
        type="date"
        hint={examDue ? `Próximo exame: ${formatDayBR(examDue)}` : undefined}
        value={values.lastToxicologicalExamDate}
        onChange={(e) => set({ lastToxicologicalExamDate: e.target.value })}
      />
      {examDue && (
        <p>
          Exame toxicológico: <DueBadge dueDay={examDue} />
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        {license && (
          <Button variant="secondary" disabled={save.isPending} onClick={() => submit(null, 'CNH removida')}>
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
