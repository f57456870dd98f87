import ClipboardList from 'lucide-react/icons/clipboard-list';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import Send from 'lucide-react/icons/send';
import { useId } from 'react';
import { paths } from '@domain/paths';
import type { CompanyUser } from '@domain/users/user.schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteAction, EditAction } from '@/components/ui/row-actions';

interface UserCardProps {
  user: CompanyUser;
  onViewChecklists: () => void;
  onAssign: () => void;
  onDelete: () => void;
}

export const checklistCountLabel = (n: number) => (n === 1 ? '1 checklist' : `${n} checklists`);
export const completedCountLabel = (n: number) => (n === 1 ? '1 concluído' : `${n} concluídos`);

export function UserCard({ user, onViewChecklists, onAssign, onDelete }: UserCardProps) {
  const nameId = useId();

  return (
    <article className="card user-card" aria-labelledby={nameId}>
      <header className="entity-card-header">
        <h2 id={nameId} className="entity-card-title">
          {user.name}
        </h2>
        <Badge tone={user.isActive ? 'success' : 'neutral'}>{user.isActive ? 'Ativo' : 'Inativo'}</Badge>
      </header>
      <div className="user-card-contact">
        <span>
          <Mail size={15} aria-hidden="true" />
          {user.email}
        </span>
        {user.phone && (
          <span>
            <Phone size={15} aria-hidden="true" />
            {user.phone}
          </span>
        )}
      </div>
      <p className="user-card-counters">
        <span>{checklistCountLabel(user.checklistsCount)}</span>
        <span aria-hidden="true"> · </span>
        <span>{completedCountLabel(user.completedCount)}</span>
      </p>
      <div className="entity-card-actions">
        <Button variant="ghost" size="sm" aria-label={`Ver checklists de ${user.name}`} onClick={onViewChecklists}>
          <ClipboardList size={16} aria-hidden="true" />
          Checklists
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Atribuir checklist a ${user.name}`}
          // Only active users can receive checklists (spec section 5); the server refuses the others.
          disabled={!user.isActive}
          title={user.isActive ? undefined : 'Usuários inativos não recebem checklists'}
          onClick={onAssign}
        >
          <Send size={16} aria-hidden="true" />
          Atribuir
        </Button>
        <EditAction name={user.name} to={paths.admin.editUser(user.id)} />
        <DeleteAction name={user.name} onClick={onDelete} />
      </div>
    </article>
  );
}
