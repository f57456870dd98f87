import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { FieldChecklist, FieldVehicleState } from '@domain/checklists/checklist.schema';
import { checklistQueries } from './checklist-queries';
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
});
