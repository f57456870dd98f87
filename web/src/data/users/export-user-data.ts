import { useMutation } from '@tanstack/react-query';
import type { PersonalDataExport } from '@domain/users/personal-data';
import { api, type Download } from '@/lib/api-client';
import { userPath } from './user-queries';

export type ExportFormat = 'json' | 'pdf';

/**
 * 'Exportar dados' (LGPD): everything the company holds about one user, as a JSON file for
 * portability or the server's readable PDF.
 */
export async function exportUserData({ id, format }: { id: string; format: ExportFormat }): Promise<Download> {
  if (format === 'pdf') return api.download(`${userPath(id)}/export`, { params: { format } });
  const data = await api.get<PersonalDataExport>(`${userPath(id)}/export`, { params: { format } });
  const day = data.generatedAt.slice(0, 10);
  return {
    blob: new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    fileName: `Dados_${id}_${day}.json`,
  };
}

export function useExportUserData() {
  return useMutation({ mutationFn: exportUserData });
}
