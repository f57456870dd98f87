import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverLicense } from '@domain/drivers/cnh';
import { driversApi } from '@domain/drivers/contract';
import type { CompanyUser } from '@domain/users/user.schema';
import { api } from '@/lib/api-client';
import { storeSavedUser } from '../users/user-queries';

/** Saves a user's CNH, or clears it with null; the answer is the user, stored as their detail. */
export function saveDriverLicense({
  userId,
  driverLicense,
}: {
  userId: string;
  driverLicense: DriverLicense | null;
}): Promise<CompanyUser> {
  return api.call(driversApi.update, { params: { id: userId }, body: { driverLicense } });
}

export function useSaveDriverLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDriverLicense,
    onSuccess: (user) => storeSavedUser(queryClient, user),
  });
}
