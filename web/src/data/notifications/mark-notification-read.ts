import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppNotification } from '@domain/notifications/notification.schema';
import { notificationsApi } from '@domain/notifications/contract';
import { api } from '@/lib/api-client';
import { notificationQueries } from './notification-queries';

export function markNotificationRead(id: string): Promise<AppNotification> {
  return api.call(notificationsApi.read, { params: { id } });
}

export function markAllNotificationsRead(): Promise<{ count: number }> {
  return api.call(notificationsApi.readAll);
}

function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() });
}

export function useMarkNotificationRead() {
  const refresh = useRefreshNotifications();
  return useMutation({ mutationFn: markNotificationRead, onSettled: refresh });
}

export function useMarkAllNotificationsRead() {
  const refresh = useRefreshNotifications();
  return useMutation({ mutationFn: markAllNotificationsRead, onSettled: refresh });
}
