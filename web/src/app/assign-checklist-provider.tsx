import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { AssignChecklistContext, type AssignTarget } from '@/lib/assign-checklist';

// Loaded on the first "Atribuir": screens that never assign do not pay for the modal.
const AssignChecklistModal = lazy(async () => ({
  default: (await import('@/features/checklists/components/assign-checklist-modal')).AssignChecklistModal,
}));

interface Opened {
  target: AssignTarget;
  /** A fresh modal (empty selection and due date) for every opening. */
  key: number;
}

/** Provides `useAssignChecklist()` to the admin screens and renders the modal it opens. */
export function AssignChecklistProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const open = useCallback((target: AssignTarget) => setOpened((previous) => ({ target, key: (previous?.key ?? 0) + 1 })), []);
  const close = useCallback(() => setOpened(null), []);

  return (
    <AssignChecklistContext.Provider value={open}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <AssignChecklistModal key={opened.key} target={opened.target} onClose={close} />
        </Suspense>
      )}
    </AssignChecklistContext.Provider>
  );
}
