import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { FieldChecklist, FieldVehicleState } from '@domain/checklists/checklist.schema';
import { checklistQueries, checklistScope } from './checklist-queries';
import { storeFieldChecklist } from './field-checklist-cache';

const STATE: FieldVehicleState = {
  outOfService: true,
  criticalDefects: [{ id: 'd1', title: 'Freios funcionando?', openedAt: '2026-11-20T09:00:00.000Z' }],
  lastOdometer: { km: 152_000, at: '2026-11-20T09:00:00.000Z' },
};

const checklist = (status: FieldChecklist['status'], vehicleState?: FieldVehicleState) =>
  ({ id: 'c1', status, questions: [], ...(vehicleState && { vehicleState }) }) as unknown as FieldChecklist;

describe('storing what a field action answers', () => {
  it('when a start answers the inspection without its vehicle state, then the cached state stays beside the new status', async () => {
    const queryClient = new QueryClient();
    const key = checklistQueries.myChecklist('c1').queryKey;
    queryClient.setQueryData(key, checklist('pending', STATE));

    await storeFieldChecklist(queryClient, checklist('in_progress'));

    expect(queryClient.getQueryData(key)).toMatchObject({ status: 'in_progress', vehicleState: STATE });
  });

  it('when the answer carries a vehicle state, then it replaces the cached one', async () => {
    const queryClient = new QueryClient();
    const key = checklistQueries.myChecklist('c1').queryKey;
    queryClient.setQueryData(key, checklist('pending', STATE));
    const back = { ...STATE, outOfService: false, criticalDefects: [] };

    await storeFieldChecklist(queryClient, checklist('in_progress', back));

    expect(queryClient.getQueryData(key)?.vehicleState).toEqual(back);
  });

  it('when a read of the detail left before the start answered, then its older copy does not land over the started checklist', async () => {
    const queryClient = new QueryClient();
    const key = checklistQueries.myChecklist('c1').queryKey;
    queryClient.setQueryData(key, checklist('pending'));
    let answerRead: (value: FieldChecklist) => void = () => undefined;
    const read = queryClient.fetchQuery(
      queryOptions({
        queryKey: key,
        queryFn: () => new Promise<FieldChecklist>((resolve) => (answerRead = resolve)),
        staleTime: 0,
      }),
    );

    await storeFieldChecklist(queryClient, checklist('in_progress'));
    answerRead(checklist('pending'));
    await read.catch(() => undefined);

    expect(queryClient.getQueryData(key)?.status).toBe('in_progress');
  });

  it('when a start lands while an answer of the checklist is still queued, then the started copy is stored and the screen does not fall back to Iniciar', async () => {
    const queryClient = new QueryClient();
    const key = checklistQueries.myChecklist('c1').queryKey;
    queryClient.setQueryData(key, checklist('pending'));
    // The start (pending while its answer is stored) and the answer made right after it, waiting
    // behind it in the checklist's scope, as it does offline.
    const cache = queryClient.getMutationCache();
    for (const write of ['start', 'answer'])
      void cache
        .build(queryClient, {
          mutationKey: [write],
          scope: checklistScope('c1'),
          mutationFn: () => new Promise(() => {}),
        })
        .execute({ checklistId: 'c1' });
    expect(queryClient.isMutating()).toBe(2);

    await storeFieldChecklist(queryClient, checklist('in_progress'));

    expect(queryClient.getQueryData(key)?.status).toBe('in_progress');
  });
});
