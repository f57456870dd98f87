import type { QueryClient } from '@tanstack/react-query';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { checklistQueries } from './checklist-queries';

/**
 * Every field action answers the checklist as it now is: it becomes the cached detail at once,
 * and the lists (whose status and progress it changed) are asked again.
 */
export async function storeFieldChecklist(queryClient: QueryClient, checklist: FieldChecklist): Promise<void> {
  queryClient.setQueryData(checklistQueries.myChecklist(checklist.id).queryKey, checklist);
  await queryClient.invalidateQueries({ queryKey: checklistQueries.myLists() });
}
