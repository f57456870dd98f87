import { createContext, useContext } from 'react';
import type { TemplateKind } from '@domain/templates/template.schema';

export interface AssignModalTargetRef {
  id: string;
  name: string;
}

/** A template to assign: a vehicle inspection also asks for its vehicles. */
export interface AssignModalTemplateRef extends AssignModalTargetRef {
  kind: TemplateKind;
}

/**
 * What the assign-checklist modal starts from: a template (then users are chosen) or a user
 * (then a template is chosen). Spec section 5, "Assign checklist".
 */
export interface AssignModalTarget {
  user?: AssignModalTargetRef;
  template?: AssignModalTemplateRef;
}

export type OpenAssignModal = (target: AssignModalTarget) => void;

/**
 * Opens the assign-checklist modal. The modal lives in features/checklists and the screens that
 * open it in other features; features do not import each other, so the app provides the opener.
 */
export const AssignModalContext = createContext<OpenAssignModal | null>(null);

export function useOpenAssignModal(): OpenAssignModal {
  const open = useContext(AssignModalContext);
  if (!open) throw new Error('useOpenAssignModal must be used inside an AssignModalContext provider');
  return open;
}
