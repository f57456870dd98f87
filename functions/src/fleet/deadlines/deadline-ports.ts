/**
 * What the deadlines' notices ask of fleet/vehicles, which sits above them: the composition root
 * (features.ts) connects it, so the arrows between the folders run one way.
 */
export interface DeadlinePorts {
  /** The ids of the company's archived vehicles: their deadlines are listed but no longer told. */
  archivedVehicleIds(companyId: string): Promise<ReadonlySet<string>>;
}

let connected: DeadlinePorts | null = null;

export function connectDeadlines(ports: DeadlinePorts): void {
  connected = ports;
}

/** The connected ports; a notice run before features.ts connected them fails. */
export function deadlinePorts(): DeadlinePorts {
  if (!connected) throw new Error('deadlines are not connected: features.ts connects them');
  return connected;
}
