import type { Defect } from '../domain/fleet/defect';

/**
 * What checklists ask of features that sit above them (those read checklists): the composition
 * root (features.ts) connects them, so the arrows between the folders run one way.
 */
export interface ChecklistPorts {
  /**
   * Whether every one of `imageIds` is a photo `uploader` sent to this question of this checklist
   * and whose file is stored (images): what an answer may name as its photos.
   */
  photosUploaded(
    companyId: string,
    to: { checklistId: string; questionId: string; uploader: string },
    imageIds: readonly string[],
  ): Promise<boolean>;
  /** The vehicle's open critical defects, oldest first (fleet/defects): the field user's card lists them. */
  openCriticalDefects(companyId: string, vehicleId: string): Promise<Array<Pick<Defect, 'id' | 'title' | 'openedAt'>>>;
}

let connected: ChecklistPorts | null = null;

export function connectChecklists(ports: ChecklistPorts): void {
  connected = ports;
}

/** The connected ports; a use case that needs them before features.ts connected them fails. */
export function checklistPorts(): ChecklistPorts {
  if (!connected) throw new Error('checklists are not connected: features.ts connects them');
  return connected;
}
