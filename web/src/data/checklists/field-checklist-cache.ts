import type { QueryClient } from '@tanstack/react-query';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { checklistQueries, checklistScope } from './checklist-queries';

const writesOf = (queryClient: QueryClient, checklistId: string) => {
  const scope = checklistScope(checklistId).id;
  return queryClient.isMutating({ predicate: (m) => m.options.scope?.id === scope });
};

/**
 * Every field action answers the checklist as it now is, and that becomes the cached detail: a
 * checklist's writes go one after another (their scope), so each answer is the server's newest
 * copy, and the writes still queued after it keep showing over it (withPendingWrites). A start that
 * lands while an answer waits must be stored, or the screen would fall back to 'Iniciar Checklist'.
 * A read of the detail still on its way left before this write was done: it is cancelled, so its
 * older copy cannot land over the new one. The lists, whose status and progress it changed, are
 * asked again. An inspection's vehicle state (out of service, last odometer) comes with the detail
 * only, so the cached one stays.
 */
export async function storeFieldChecklist(queryClient: QueryClient, checklist: FieldChecklist): Promise<void> {
  const detail = checklistQueries.myChecklist(checklist.id).queryKey;
  await queryClient.cancelQueries({ queryKey: detail, exact: true });
  queryClient.setQueryData(detail, (cached) => {
    const vehicleState = checklist.vehicleState ?? cached?.vehicleState;
    return vehicleState ? { ...checklist, vehicleState } : checklist;
  });
  await queryClient.invalidateQueries({ queryKey: checklistQueries.myLists() });
}

/**
 * After a refused write, once no other write of the checklist is queued, the server's copy is read
 * again: the cache must not keep showing what the server does not hold (the screen keeps what the
 * user typed).
 */
export async function refreshAfterRefusal(queryClient: QueryClient, checklistId: string | undefined): Promise<void> {
  if (!checklistId || writesOf(queryClient, checklistId) > 1) return;
  await queryClient.invalidateQueries({ queryKey: checklistQueries.myChecklist(checklistId).queryKey });
}
