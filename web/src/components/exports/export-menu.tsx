import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import { useState } from 'react';
import type { ExportFormat } from '@domain/exports/columns';
import type { ExportList } from '@domain/exports/lists';
import { Button } from '@/components/ui/button';
import { saveDownload } from '@/data/responses/response-pdf';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportList, type ExportFilters } from '@/data/exports/export-list';
import './export-menu.css';

export const EXPORT_TEXTS = {
  button: 'Exportar',
  working: (progress: number | null) => (progress === null ? 'Exportando…' : `Exportando… ${progress}%`),
  done: 'Exportação concluída',
  failed: 'Falha na exportação. Tente novamente.',
  formats: { xlsx: 'Excel (.xlsx)', csv: 'CSV' } satisfies Record<ExportFormat, string>,
} as const;

interface ExportMenuProps<L extends ExportList> {
  list: L;
  /** The screen's filters as its URL holds them: the export has the rows the screen lists. */
  filters: ExportFilters<L>;
}

/** 'Exportar' on a list screen: Excel or CSV of the list under its filters, a large one with its progress. */
export function ExportMenu<L extends ExportList>({ list, filters }: ExportMenuProps<L>) {
  const exporting = useExportList<L>();
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  function start(format: ExportFormat) {
    setOpen(false);
    setProgress(null);
    exporting.mutate(
      { list, format, filters, onProgress: setProgress },
      {
        onSuccess: (file) => {
          saveDownload(file, `${list}.${format}`);
          toast.success(EXPORT_TEXTS.done);
        },
        onError: (error) => toast.error(errorMessage(error, EXPORT_TEXTS.failed)),
      },
    );
  }

  return (
    <div className="export-menu">
      <Button
        variant="secondary"
        disabled={exporting.isPending}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <FileSpreadsheet size={16} aria-hidden="true" />
        {exporting.isPending ? EXPORT_TEXTS.working(progress) : EXPORT_TEXTS.button}
      </Button>
      {open && (
        <div className="export-menu-items" role="menu">
          {(['xlsx', 'csv'] as const).map((format) => (
            <button key={format} type="button" role="menuitem" onClick={() => start(format)}>
              {EXPORT_TEXTS.formats[format]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
