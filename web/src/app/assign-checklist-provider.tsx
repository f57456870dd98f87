import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { AssignModalContext, type AssignModalTarget } from '@/lib/assign-modal';

// Loaded on the first "Atribuir": screens that never assign do not pay for the modal.
const AssignChecklistModal = lazy(async () => ({
  default: (await import('@/features/checklists/components/assign-checklist-modal')).AssignChecklistModal,
}));

interface Opened {
  target: AssignModalTarget;
  /** A fresh modal (empty selection and due date) for every opening. */
  key: number;
}

/** Provides `useOpenAssignModal()` to the admin screens and renders the modal it opens. */
export function AssignChecklistProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const open = useCallback(
    (target: AssignModalTarget) => setOpened((previous) => ({ target, key: (previous?.key ?? 0) + 1 })),
    [],
  );
  const close = useCallback(() => setOpened(null), []);

  return (
    <AssignModalContext.Provider value={open}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <AssignChecklistModal key={opened.key} target={opened.target} onClose={close} />
        </Suspense>
      )}
    </AssignModalContext.Provider>
  );
}
