import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@domain/paths';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateUser } from '@/data/users/create-user';
import { UserForm } from '../components/user-form';
import '../components/users.css';

export function UserCreateRoute() {
  const navigate = useNavigate();
  const createUser = useCreateUser({
    onSuccess: () => {
      toast.success('Usuário criado com sucesso!');
      navigate(paths.admin.users);
    },
  });

  return (
    <div className="page page-narrow">
      <PageHeader title="Novo Usuário" subtitle="Cadastre um usuário de campo da empresa" />
      <UserForm
        mode="create"
        onSubmit={async (input) => {
          await createUser.mutateAsync(input);
        }}
      />
    </div>
  );
}
