import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { Page } from '@domain/api';
import { snapshotQuestions, type ChecklistSummary, type FieldChecklist } from '@domain/checklists/checklist.schema';
import type { Template } from '@domain/templates/template.schema';
import { matchesSearch } from '@domain/text';
import type { SessionUser } from '@domain/roles';
import type { CompanyUser } from '@domain/users/user.schema';
import { registerFieldMutations } from '@/data/offline/field-mutations';
import { AssignModalContext, type OpenAssignModal } from '@/lib/assign-modal';
import { sessionUser, WithSession } from './session';

/** Test data built on the domain types, a fake list endpoint that searches like the API, and one provider harness. */

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
    driverLicense: null,
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
    submittedAt: null,
    durationSeconds: null,
    overdueAt: null,
    questionsCount: 4,
    answeredCount: 0,
    ...overrides,
  };
}

/** The inspection items tests fail: the brakes, critical, failing on 'Não'. */
export const BRAKES_ITEM = {
  type: 'boolean',
  question: 'Freios funcionando?',
  required: true,
  failingAnswer: false,
  severity: 'critical',
} as const;

/** An oil leak: non-critical, failing on 'Sim'. */
export const OIL_LEAK_ITEM = {
  type: 'boolean',
  question: 'Vazamento de óleo?',
  required: true,
  failingAnswer: true,
  severity: 'non_critical',
} as const;

/** A field user's checklist with one question of each kind the demo templates use. */
export function fieldChecklist(id: string, overrides: Partial<FieldChecklist> = {}): FieldChecklist {
  const questions = snapshotQuestions([
    { id: 'question_1', type: 'boolean', question: 'Faróis funcionando?', required: true, order: 1 },
    {
      id: 'question_2',
      type: 'number',
      question: 'Quilometragem no painel',
      required: true,
      order: 2,
      min: 0,
      max: 999999,
    },
    { id: 'question_3', type: 'text', question: 'Observações', required: false, order: 3 },
  ]);
  return {
    ...checklistSummary(id, { userId: 'u-joao', userName: 'João Santos', questionsCount: questions.length }),
    overdue: false,
    questions,
    ...overrides,
  };
}

export function template(id: string, title: string, overrides: Partial<Template> = {}): Template {
  return {
    id,
    companyId: 'alfa',
    title,
    name: title,
    description: 'Descrição',
    isActive: true,
    createdAt: '2025-01-01T12:00:00.000Z',
    createdBy: 'admin@alfa.dev',
    updatedAt: null,
    updatedBy: null,
    questions: [{ id: 'question_1', type: 'boolean', question: 'Faróis funcionando?', required: true, order: 1 }],
    ...overrides,
  };
}

export const pageOf = <T,>(items: T[], { total = items.length, page = 1, pageSize = 25 } = {}): Page<T> => ({
  items,
  total,
  page,
  pageSize,
  nextCursor: null,
});

interface RenderOptions {
  /** Where the router starts and the route pattern the element is mounted on. */
  path?: string;
  route?: string;
  /** Other screens the element may navigate to: path → the heading shown there. */
  stops?: Record<string, string>;
  openAssign?: OpenAssignModal;
  session?: SessionUser;
}

/** Renders with a fresh query client (no retries), a signed-in admin, the assign opener and a router. */
export function renderWithProviders(
  element: ReactNode,
  { path = '/', route = '/', stops = {}, openAssign = vi.fn(), session = sessionUser('admin') }: RenderOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  registerFieldMutations(queryClient);
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <WithSession user={session}>
        <AssignModalContext.Provider value={openAssign}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={element} />
              {Object.entries(stops).map(([stop, heading]) => (
                <Route key={stop} path={stop} element={<h1>{heading}</h1>} />
              ))}
            </Routes>
          </MemoryRouter>
        </AssignModalContext.Provider>
      </WithSession>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, openAssign };
}

export interface ListRequest {
  page: number;
  pageSize: number;
  search?: string;
}

/** One page of `items` as the API answers a list request: searched with the API's own rule, then paged. */
export function answerList<T>(
  items: T[],
  { page, pageSize, search = '' }: ListRequest,
  searchFields: (item: T) => string[],
): Page<T> {
  const matching = items.filter((item) => matchesSearch(search, searchFields(item)));
  return pageOf(matching.slice((page - 1) * pageSize, page * pageSize), { total: matching.length, page, pageSize });
}
