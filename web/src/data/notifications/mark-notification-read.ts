import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppNotification } from '@domain/notifications/notification.schema';
import { api } from '@/lib/api-client';
import { notificationQueries } from './notification-queries';

export function markNotificationRead(id: string): Promise<AppNotification> {
  return api.post<AppNotification>(`/notifications/${encodeURIComponent(id)}/read`);
}

export function markAllNotificationsRead(): Promise<unknown> {
  return api.post('/notifications/read-all');
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
