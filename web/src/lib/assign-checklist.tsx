import { createContext, useContext } from 'react';

export interface AssignTargetRef {
  id: string;
  name: string;
}

/**
 * What the assign-checklist modal starts from: a template (then users are chosen) or a user
 * (then a template is chosen). Spec section 5, "Assign checklist".
 */
export interface AssignTarget {
  user?: AssignTargetRef;
  template?: AssignTargetRef;
}

export type OpenAssignChecklist = (target: AssignTarget) => void;

/**
 * Opens the assign-checklist modal. The modal lives in features/checklists and the screens that
 * open it in other features; features do not import each other, so the app provides the opener.
 */
export const AssignChecklistContext = createContext<OpenAssignChecklist | null>(null);

export function useAssignChecklist(): OpenAssignChecklist {
  const open = useContext(AssignChecklistContext);
  if (!open) throw new Error('useAssignChecklist must be used inside an AssignChecklistContext provider');
  return open;
}
