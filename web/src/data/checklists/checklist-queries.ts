import { queryOptions } from '@tanstack/react-query';
import { checklistsApi } from '@domain/checklists/contract';
import { MAX_PAGE_SIZE } from '@domain/envelope';
import { usersApi } from '@domain/users/contract';
import { api } from '@/lib/api-client';

/** The one home of checklists' query keys and fetchers, from the broadest key to the most specific. */
export const checklistQueries = {
  all: () => ['checklists'] as const,
  ofUsers: () => [...checklistQueries.all(), 'of-user'] as const,
  ofUser: (userId: string) =>
    queryOptions({
      queryKey: [...checklistQueries.ofUsers(), userId] as const,
      // The users screen's checklists modal shows every checklist of a user at once: the API's largest page.
      queryFn: ({ signal }) =>
        api.call(usersApi.checklists, {
          params: { id: userId },
          query: { page: 1, pageSize: MAX_PAGE_SIZE },
          signal,
        }),
      // Field users start and send checklists at any time: the modal always asks again when opened.
      staleTime: 0,
    }),
  /** The signed-in field user's own checklists. */
  mine: () => [...checklistQueries.all(), 'mine'] as const,
  myLists: () => [...checklistQueries.mine(), 'list'] as const,
  /**
   * A page of them, newest assignment first. The phone reads one page of the largest size and
   * keeps the open ones: a field user has far fewer open checklists than that.
   */
  myList: (page = 1, pageSize: number = MAX_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...checklistQueries.myLists(), { page, pageSize }] as const,
      queryFn: ({ signal }) => api.call(checklistsApi.mine, { query: { page, pageSize }, signal }),
      // Reviewers and admins change them at any time: asked again whenever a screen opens (offline, the kept copy shows).
      staleTime: 0,
    }),
  /** 'Enviados': a page of what the field user sent in the last days (SENT_LIST_DAYS), the last sent first. */
  mySent: (pageQuery: { page: number; after?: string }, pageSize: number) =>
    queryOptions({
      queryKey: [...checklistQueries.myLists(), 'sent', { ...pageQuery, pageSize }] as const,
      queryFn: ({ signal }) =>
        api.call(checklistsApi.mine, { query: { view: 'sent', ...pageQuery, pageSize }, signal }),
      // A review changes a sent checklist's state at any time.
      staleTime: 0,
    }),
  myChecklist: (id: string) =>
    queryOptions({
      queryKey: [...checklistQueries.mine(), 'detail', id] as const,
      queryFn: ({ signal }) => api.call(checklistsApi.mineOne, { params: { id }, signal }),
      staleTime: 0,
    }),
};

/** A checklist's writes (start, answers, photos, submit) run one after another, in the order made. */
export function checklistScope(checklistId: string) {
  return { id: `checklist:${checklistId}` };
}
