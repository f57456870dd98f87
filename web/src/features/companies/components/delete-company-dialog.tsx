import { useState, type FormEvent } from 'react';
import { confirmsCompanyName, type CompanyListItem } from '@domain/companies/company.schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RecentSignInPassword } from '@/components/auth/recent-sign-in';
import { TextField } from '@/components/ui/field';

interface DeleteCompanyDialogProps {
  company: Pick<CompanyListItem, 'name'> | null;
  busy: boolean;
  /** The API asked for a recent sign-in: the password is asked before trying again. */
  needsSignIn: boolean;
  onConfirm: (confirm: { confirmName: string; password: string | null }) => void;
  onCancel: () => void;
}

/**
 * The spec's warning, and two safeguards: the company's name typed to confirm, and, when the
 * sign-in is older than a few minutes, the superadmin's password again.
 */
export function DeleteCompanyDialog({ company, busy, needsSignIn, onConfirm, onCancel }: DeleteCompanyDialogProps) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [shownFor, setShownFor] = useState(company);
  // A new company in the dialog starts blank.
  if (company !== shownFor) {
    setShownFor(company);
    setTyped('');
    setPassword('');
  }
  const named = company !== null && confirmsCompanyName(typed, company.name);
  const ready = named && (!needsSignIn || password.length > 0);

  function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (ready && !busy) onConfirm({ confirmName: typed, password: needsSignIn ? password : null });
  }

  return (
    <ConfirmDialog
      open={company !== null}
      title="Excluir Empresa"
      confirmLabel={needsSignIn ? 'Entrar e excluir' : 'Excluir'}
      busyLabel="Excluindo..."
      busy={busy}
      confirmDisabled={!ready}
      onConfirm={() => confirm()}
      onCancel={onCancel}
    >
      <p>
        Tem certeza que deseja excluir a empresa <strong>{company?.name}</strong>?
      </p>
      <p className="company-delete-warning">
        Esta ação não pode ser desfeita: todos os administradores, usuários, templates, checklists e respostas da
        empresa serão removidos, com seus veículos e imagens.
      </p>
      <form className="company-delete-confirm" onSubmit={confirm}>
        <TextField
          label="Digite o nome da empresa para confirmar"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
          disabled={busy}
        />
        {needsSignIn && (
          <RecentSignInPassword
            className="company-delete-reauth"
            value={password}
            onChange={setPassword}
            disabled={busy}
          />
        )}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
    </ConfirmDialog>
  );
}
