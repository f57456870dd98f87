import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Send from 'lucide-react/icons/send';
import { SENT_LIST_DAYS } from '@domain/checklists/field.schema';
import { PaginatedList } from '@/components/ui/paginated-list';
import { checklistQueries } from '@/data/checklists/checklist-queries';
import { useListParams } from '@/lib/use-list-params';
import { FieldChecklistCard } from '../components/field-checklist-card';
import { FieldBackHeader } from '../components/field-back-header';
import '../components/mobile.css';

const PAGE_SIZE = 10;

/**
 * /mobile/sent, 'Enviados': what the field user sent in the last days, the last sent first, each
 * with its review state; the list of /mobile keeps to the open ones (spec /mobile).
 */
export function MobileSentRoute() {
  const list = useListParams();
  const result = useQuery({ ...checklistQueries.mySent(list.pageQuery, PAGE_SIZE), placeholderData: keepPreviousData });

  return (
    <div className="mobile-page">
      <FieldBackHeader title="Enviados">
        <p>Últimos {SENT_LIST_DAYS} dias</p>
      </FieldBackHeader>
      <main className="mobile-content">
        <PaginatedList
          list={list}
          result={result}
          loadingText="Carregando checklists enviados..."
          errorText="Erro ao carregar checklists enviados"
          empty={{
            icon: <Send size={40} aria-hidden="true" />,
            title: `Nenhum checklist enviado nos últimos ${SENT_LIST_DAYS} dias`,
            hint: 'Os checklists que você enviar aparecerão aqui, com a situação da revisão.',
          }}
        >
          {(items) => (
            <ul className="field-cards">
              {items.map((checklist) => (
                <FieldChecklistCard key={checklist.id} checklist={checklist} sent />
              ))}
            </ul>
          )}
        </PaginatedList>
      </main>
    </div>
  );
}
