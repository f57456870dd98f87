import type { CompanyListItem } from '@domain/companies/company.schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';

interface DeleteCompanyDialogProps {
  company: Pick<CompanyListItem, 'name'> | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The spec's warning: everything of the company goes with it. */
export function DeleteCompanyDialog({ company, busy, onConfirm, onCancel }: DeleteCompanyDialogProps) {
  return (
    <ConfirmDialog
      open={company !== null}
      title="Excluir Empresa"
      confirmLabel="Excluir"
      busyLabel="Excluindo..."
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        Tem certeza que deseja excluir a empresa <strong>{company?.name}</strong>?
      </p>
      <p className="company-delete-warning">
        Esta ação não pode ser desfeita: todos os administradores, usuários, templates, checklists e respostas da empresa
        serão removidos, com seus veículos e imagens.
      </p>
      {busy && (
        // The API deletes in batches; a large company takes a while.
        <p className="company-delete-progress" role="status">
          <Spinner size={16} />
          Excluindo a empresa e todos os seus dados. Isso pode levar alguns instantes...
        </p>
      )}
    </ConfirmDialog>
  );
}
