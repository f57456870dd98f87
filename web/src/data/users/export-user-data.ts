import { useMutation } from '@tanstack/react-query';
import { pathOf, type QueryIn } from '@domain/contract';
import { isoDayIn } from '@domain/dates';
import { usersApi } from '@domain/users/contract';
import { api, type Download } from '@/lib/api-client';
import { displayTimeZone } from '@/lib/format';

export type ExportFormat = NonNullable<QueryIn<typeof usersApi.exportData>['format']>;

/**
 * 'Exportar dados' (LGPD): everything the company holds about one user, as a JSON file for
 * portability or the server's readable PDF.
 */
export async function exportUserData({ id, format }: { id: string; format: ExportFormat }): Promise<Download> {
  if (format === 'pdf') return api.download(pathOf(usersApi.exportData.path, { id }), { params: { format } });
  const data = await api.call(usersApi.exportData, { params: { id }, query: { format } });
  // The company's day, as the PDF's name has it.
  const day = isoDayIn(new Date(data.generatedAt), displayTimeZone());
  return {
    blob: new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    fileName: `Dados_${id}_${day}.json`,
  };
}

export function useExportUserData() {
  return useMutation({ mutationFn: exportUserData });
}
