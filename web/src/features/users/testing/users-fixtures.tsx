import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { Page } from '@domain/api';
import type { ChecklistSummary } from '@domain/checklists/checklist.schema';
import type { CompanyUser } from '@domain/users/user.schema';
import { AssignModalContext, type OpenAssignModal } from '@/lib/assign-modal';

/** Test data and a provider harness for the users feature's component tests. */

export function companyUser(id: string, name: string, overrides: Partial<CompanyUser> = {}): CompanyUser {
  return {
    id,
    companyId: 'alfa',
    name,
    email: `${id}@alfa.dev`,
    phone: '',
    role: 'user',
    isActive: true,
    createdAt: '2025-01-01T12:00:00.000Z',
    lastLogin: null,
    checklistsCount: 0,
    completedCount: 0,
    ...overrides,
  };
}

export function checklistSummary(id: string, overrides: Partial<ChecklistSummary> = {}): ChecklistSummary {
  return {
    id,
    companyId: 'alfa',
    userId: 'u-ana',
    userName: 'Ana Souza',
    templateId: 't-1',
    templateName: `Checklist ${id}`,
    status: 'pending',
    dueDate: '2099-05-10T15:00:00.000Z',
    assignedAt: '2025-03-07T12:00:00.000Z',
    assignedBy: 'admin@alfa.dev',
    startedAt: null,
    completedAt: null,
    overdueAt: null,
    questionsCount: 4,
    answeredCount: 0,
    ...overrides,
  };
}

export const pageOf = <T,>(items: T[], { total = items.length, page = 1, pageSize = 25 } = {}): Page<T> => ({
  items,
  total,
  page,
  pageSize,
});

interface RenderOptions {
  /** Where the router starts and the route pattern the element is mounted on. */
  path?: string;
  route?: string;
  openAssign?: OpenAssignModal;
}

/** Renders with a fresh query client (no retries), a router with a '/admin/users' stop, and the assign opener. */
export function renderWithProviders(element: ReactNode, { path = '/', route = '/', openAssign = vi.fn() }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AssignModalContext.Provider value={openAssign}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            {route !== '/admin/users' && <Route path="/admin/users" element={<h1>Lista de usuários</h1>} />}
          </Routes>
        </MemoryRouter>
      </AssignModalContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, openAssign };
}
