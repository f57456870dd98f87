import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { ExportFormat } from '@domain/exports/columns';
import { exportsApi } from '@domain/exports/contract';
import type { ExportList } from '@domain/exports/lists';
import { EXPORT_TEXTS } from '@/components/exports/export-menu';
import { toast } from '@/lib/toast';
import { bytes, type FakeApi } from './fake-api';

/**
 * Chooses 'Exportar' and `format` on the screen rendered, the file answered at once and saved
 * nowhere, and returns the query the list's export route was sent (its filters and the format).
 * The test file mocks '@/lib/toast'.
 */
export async function exportedQuery(api: FakeApi, user: UserEvent, list: ExportList, format: ExportFormat) {
  api.on(exportsApi[list], () => bytes('x', { 'Content-Disposition': `attachment; filename="${list}.${format}"` }));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    await user.click(screen.getByRole('button', { name: EXPORT_TEXTS.button }));
    await user.click(screen.getByRole('menuitem', { name: EXPORT_TEXTS.formats[format] }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(EXPORT_TEXTS.done));
  } finally {
    click.mockRestore();
  }
  const sent = api.sent(exportsApi[list]);
  expect(sent).toHaveLength(1);
  return sent[0]!.query;
}
