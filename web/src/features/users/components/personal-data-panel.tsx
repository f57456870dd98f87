import Download from 'lucide-react/icons/download';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useExportUserData, type ExportFormat } from '@/data/users/export-user-data';
import { saveDownload } from '@/data/responses/response-pdf';
import { errorMessage } from '@/lib/api-error';

/** 'Dados pessoais (LGPD)': an admin answers a person's request for their data (Art. 18). */
export function PersonalDataPanel({ userId }: { userId: string }) {
  const exporting = useExportUserData();
  const run = (format: ExportFormat) =>
    exporting.mutate(
      { id: userId, format },
      {
        onSuccess: (file) => {
          saveDownload(file, `Dados_${userId}.${format}`);
          toast.success('Dados exportados');
        },
        onError: (error) => toast.error(errorMessage(error, 'Erro ao exportar dados')),
      },
    );
  return (
    <section className="card personal-data-panel" aria-labelledby="personal-data-title">
      <h2 id="personal-data-title">Dados pessoais (LGPD)</h2>
      <p className="muted">
        Tudo o que a empresa guarda sobre este usuário: cadastro, checklists e respostas com o local, notificações,
        fotos e a auditoria. A exportação fica registrada na auditoria.
      </p>
      <div className="form-actions">
        <Button variant="secondary" disabled={exporting.isPending} onClick={() => run('json')}>
          <Download size={16} aria-hidden="true" />
          Exportar dados (JSON)
        </Button>
        <Button variant="secondary" disabled={exporting.isPending} onClick={() => run('pdf')}>
          <Download size={16} aria-hidden="true" />
          Exportar dados (PDF)
        </Button>
      </div>
    </section>
  );
}
