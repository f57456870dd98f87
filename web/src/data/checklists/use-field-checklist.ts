import { useQuery } from '@tanstack/react-query';
import { usePendingWrites, withPendingWrites } from '../offline/pending-writes';
import { checklistQueries } from './checklist-queries';

/** One of the field user's checklists as they left it: the server's copy with their queued writes over it. */
export function useFieldChecklist(id: string) {
  const query = useQuery(checklistQueries.myChecklist(id));
  const pending = usePendingWrites().get(id);
  return { query, checklist: query.data ? withPendingWrites(query.data, pending) : undefined, pending };
}
