import UserCog from 'lucide-react/icons/user-cog';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { CompanyAdmin, CompanyAdminInput } from '@domain/companies/company.schema';
import { companyMessages } from '@domain/companies/messages';
import { MIN_ADMIN_PASSWORD_LENGTH } from '@domain/users/fields';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { DeleteAction } from '@/components/ui/row-actions';
import { useAddCompanyAdmin } from '@/data/companies/add-company-admin';
import { useRemoveCompanyAdmin } from '@/data/companies/remove-company-admin';
import { useResetSecondFactor } from '@/data/second-factor/second-factor-mutations';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useApiForm } from '@/lib/forms';
import { adminResolver, blankAdmin, type AdminFormValues } from './company-form-values';

interface CompanyAdminsProps {
  companyId: string;
  admins: CompanyAdmin[];
}

/** The company's admins: who can sign in and run it. The first one onboards the customer. */
export function CompanyAdmins({ companyId, admins }: CompanyAdminsProps) {
  const [removing, setRemoving] = useState<CompanyAdmin | null>(null);
  const [resetting, setResetting] = useState<CompanyAdmin | null>(null);
  const resetSecondFactor = useResetSecondFactor();

  function confirmReset() {
    if (!resetting) return;
    resetSecondFactor.mutate(resetting.id, {
      onSuccess: () => {
        toast.success('Verificação em duas etapas redefinida');
        setResetting(null);
      },
      onError: (error) =>
        toast.error(errorMessage(error, 'Não foi possível redefinir a verificação em duas etapas. Tente novamente.')),
    });
  }
  const removeAdmin = useRemoveCompanyAdmin({
    onSuccess: () => {
      toast.success('Administrador removido com sucesso');
      setRemoving(null);
    },
  });

  function confirmRemove() {
    if (!removing) return;
    removeAdmin.mutate(
      { companyId, adminId: removing.id },
      { onError: (error) => toast.error(errorMessage(error, companyMessages.adminDeleteError)) },
    );
  }

  return (
    <Card aria-labelledby="company-admins-title">
      <h2 className="card-title" id="company-admins-title">
        Administradores
      </h2>
      {admins.length === 0 ? (
        <EmptyState
          icon={<UserCog size={32} />}
          title="Nenhum administrador cadastrado"
          hint="Adicione o primeiro administrador para que a empresa possa entrar no CheckFrota."
        />
      ) : (
        <ul className="stack-list company-admins" aria-label="Administradores da empresa">
          {admins.map((admin) => (
            <li key={admin.id} className="company-admin" aria-label={admin.name}>
              <div>
                <p className="company-admin-name">{admin.name}</p>
                <p className="company-admin-email">{admin.email}</p>
              </div>
              <div className="company-admin-actions">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Redefinir verificação em duas etapas de ${admin.name}`}
                  onClick={() => setResetting(admin)}
                >
                  Redefinir verificação
                </Button>
                <DeleteAction name={admin.name} label="Remover" onClick={() => setRemoving(admin)} />
              </div>
            </li>
          ))}
        </ul>
      )}

      <AddAdminForm companyId={companyId} />

      <ConfirmDialog
        open={removing !== null}
        title="Remover Administrador"
        confirmLabel="Remover"
        busyLabel="Removendo..."
        busy={removeAdmin.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <p>
          Tem certeza que deseja remover o administrador <strong>{removing?.name}</strong>? A conta dele será excluída e
          ele não poderá mais entrar.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        open={resetting !== null}
        title="Redefinir verificação em duas etapas"
        confirmLabel="Redefinir"
        busyLabel="Redefinindo..."
        busy={resetSecondFactor.isPending}
        onConfirm={confirmReset}
        onCancel={() => setResetting(null)}
      >
        <p>
          Use quando <strong>{resetting?.name}</strong> perdeu o celular: a verificação dele é desativada, ele precisa
          entrar de novo só com a senha e pode ativá-la outra vez em Segurança. Fica registrado na auditoria da empresa.
        </p>
      </ConfirmDialog>
    </Card>
  );
}

function AddAdminForm({ companyId }: { companyId: string }) {
  const addAdmin = useAddCompanyAdmin();
  const {
    fieldProps,
    save,
    reset,
    formState: { errors, isSubmitting },
  } = useApiForm<AdminFormValues, CompanyAdminInput>({
    resolver: adminResolver(),
    defaultValues: blankAdmin(),
    onSave: async (input) => {
      await addAdmin.mutateAsync({ companyId, input });
      toast.success('Administrador adicionado com sucesso!');
      reset(blankAdmin());
    },
    serverError: companyMessages.adminCreateError,
  });

  return (
    <form className="company-admin-form" onSubmit={save} noValidate aria-label="Adicionar administrador">
      <h3 className="company-admin-form-title">Adicionar Administrador</h3>
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}
      <div className="form-grid">
        <TextField
          label="Nome do administrador"
          placeholder="Nome completo"
          autoComplete="off"
          required
          {...fieldProps('name')}
        />
        <TextField
          label="Email do administrador"
          type="email"
          placeholder="admin@empresa.com"
          autoComplete="off"
          required
          {...fieldProps('email')}
        />
        <TextField
          label="Senha do administrador"
          type="password"
          autoComplete="new-password"
          required
          hint={`Mínimo de ${MIN_ADMIN_PASSWORD_LENGTH} caracteres`}
          {...fieldProps('password')}
        />
      </div>
      <FormActions saveLabel="Adicionar Administrador" busy={isSubmitting} busyLabel="Adicionando..." />
    </form>
  );
}
