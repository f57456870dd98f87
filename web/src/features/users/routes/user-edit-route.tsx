import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { userMessages } from '@domain/users/messages';
import { paths } from '@domain/paths';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { useUpdateUser } from '@/data/users/update-user';
import { userQueries } from '@/data/users/user-queries';
import { ApiError } from '@/lib/api-error';
import { userToFormValues } from '../components/user-form-values';
import { DriverLicensePanel } from '../components/driver-license-panel';
import { PasswordPanel } from '../components/password-panel';
import { PersonalDataPanel } from '../components/personal-data-panel';
import { UserForm } from '../components/user-form';
import '../components/users.css';
import { DriverFines } from '@/components/fines/driver-fines';

export function UserEditRoute() {
  const { id = '' } = useParams();
  return (
    <div className="page page-narrow">
      <PageHeader title="Editar Usuário" subtitle="Altere os dados do usuário" />
      <UserEditor id={id} />
    </div>
  );
}

function UserEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const user = useQuery(userQueries.detail(id));
  const updateUser = useUpdateUser({
    onSuccess: () => {
      toast.success('Usuário atualizado com sucesso!');
      navigate(paths.admin.users);
    },
  });

  if (user.isPending) return <LoadingState text="Carregando usuário..." />;
  if (user.isError) {
    if (ApiError.isNotFound(user.error)) {
      return (
        <ErrorBanner
          action={
            <Link className="back-link" to={paths.admin.users}>
              <ArrowLeft size={16} aria-hidden="true" />
              Voltar para usuários
            </Link>
          }
        >
          {userMessages.notFound}
        </ErrorBanner>
      );
    }
    return <ErrorBanner onRetry={() => user.refetch()}>{userMessages.loadError}</ErrorBanner>;
  }

  return (
    <>
      <UserForm
        key={user.data.id}
        mode="edit"
        initialValues={userToFormValues(user.data)}
        onSubmit={async (input) => {
          await updateUser.mutateAsync({ id, input });
        }}
      />
      <DriverLicensePanel key={`driver-${user.data.id}`} userId={user.data.id} license={user.data.driverLicense} />
      <DriverFines userId={user.data.id} />
      <PasswordPanel userId={user.data.id} />
      <PersonalDataPanel userId={user.data.id} />
    </>
  );
}
