import { keepPreviousData, useQuery } from '@tanstack/react-query';
import ScrollText from 'lucide-react/icons/scroll-text';
import X from 'lucide-react/icons/x';
import { AUDIT_RECORD_LABELS, AUDIT_RECORD_TYPES } from '@domain/audit/audit';
import { ExportMenu } from '@/components/exports/export-menu';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { EnumFilter, FilterBar, oneOf } from '@/components/ui/list-filters';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { auditQueries } from '@/data/audit/audit-queries';
import { userQueries } from '@/data/users/user-queries';
import { useSessionUser } from '@/lib/session-context';
import { useFilterParams, useListParams } from '@/lib/use-list-params';
import { AuditEntryRow } from '../components/audit-entry-row';
import '../components/audit.css';

export const AUDIT_PAGE_SIZE = 25;
/** The people offered by the person filter: the company's users, in one page. */
const PEOPLE_CHOICES = 100;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/**
 * `/admin/audit` ('Auditoria'): the company's append-only trail, newest first, filtered by person,
 * record and days. Filters and page live in the URL, so a link (from a response's detail) opens
 * the history of one record.
 */
export function AuditRoute() {
  const me = useSessionUser();
  const list = useListParams();
  const { params, setFilter } = useFilterParams();
  const filters = {
    actorUid: params.get('actorUid') || undefined,
    recordType: oneOf(AUDIT_RECORD_TYPES, params.get('recordType')),
    recordId: params.get('recordId') || undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
  const entries = useQuery({
    ...auditQueries.list({ ...list.pageQuery, pageSize: AUDIT_PAGE_SIZE, ...filters }),
    placeholderData: keepPreviousData,
  });
  const people = useQuery(userQueries.list({ search: '', page: 1, pageSize: PEOPLE_CHOICES }));

  return (
    <div className="page">
      <PageHeader
        title="Auditoria"
        subtitle="Quem fez o quê e quando, nos registros da empresa. As entradas não podem ser alteradas nem excluídas."
        actions={<ExportMenu list="audit" filters={filters} />}
      />

      <FilterBar>
        <SelectField
          label="Pessoa"
          value={filters.actorUid ?? ''}
          onChange={(e) => setFilter('actorUid', e.target.value)}
        >
          <option value="">Todas as pessoas</option>
          <option value={me.uid}>{me.name} (você)</option>
          {people.data?.items.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
        </SelectField>
        <EnumFilter
          name="recordType"
          label="Registro"
          allLabel="Todos os registros"
          values={AUDIT_RECORD_TYPES}
          labels={AUDIT_RECORD_LABELS}
        />
        <TextField
          label="De"
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => setFilter('from', e.target.value)}
        />
        <TextField label="Até" type="date" value={filters.to ?? ''} onChange={(e) => setFilter('to', e.target.value)} />
      </FilterBar>

      {filters.recordId && (
        <p className="audit-record-chip">
          Somente o registro {filters.recordId}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setFilter('recordId', null)}
            aria-label="Mostrar todos os registros"
          >
            <X size={16} aria-hidden="true" />
          </Button>
        </p>
      )}

      <PaginatedList
        list={list}
        result={entries}
        numbered
        summary
        loadingText="Carregando auditoria..."
        errorText="Erro ao carregar a auditoria"
        empty={{
          icon: <ScrollText size={40} />,
          title: 'Nenhuma entrada encontrada',
          hint: 'Nenhuma entrada com estes filtros.',
        }}
      >
        {(items) => (
          <ol className="audit-list" aria-label="Entradas da auditoria">
            {items.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </PaginatedList>
    </div>
  );
}
