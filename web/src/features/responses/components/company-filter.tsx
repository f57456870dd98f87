import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { companyMessages } from '@domain/companies/messages';
import { SelectField } from '@/components/ui/field';
import { responseQueries } from '@/data/responses/response-queries';

/** `?companyId=`: the company the superadmin looks in; an admin's is always their own. */
export function useCompanyParam(): [string | undefined, (companyId: string) => void] {
  const [params, setParams] = useSearchParams();
  const companyId = params.get('companyId') || undefined;
  const choose = (next: string) =>
    // Another company's list starts on its first page, as a new history entry.
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.delete('page');
      changed.delete('after');
      if (next) changed.set('companyId', next);
      else changed.delete('companyId');
      return changed;
    });
  return [companyId, choose];
}

interface CompanyFilterProps {
  companyId: string | undefined;
  onChange: (companyId: string) => void;
  /** The first option, chosen when no company is: every company, or a prompt to pick one. */
  noneLabel: string;
}

/** The superadmin's company picker, from the companies API. */
export function CompanyFilter({ companyId, onChange, noneLabel }: CompanyFilterProps) {
  const companies = useQuery(responseQueries.companyChoices());
  return (
    <SelectField
      label="Empresa"
      fieldClassName="company-filter"
      value={companyId ?? ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={companies.isPending}
      error={companies.isError ? companyMessages.loadListError : undefined}
    >
      <option value="">{noneLabel}</option>
      {/* A company being deleted has nothing left to review. */}
      {companies.data?.items
        .filter((company) => !company.deletion)
        .map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
    </SelectField>
  );
}
