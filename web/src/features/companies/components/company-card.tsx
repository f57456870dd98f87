import FileText from 'lucide-react/icons/file-text';
import Mail from 'lucide-react/icons/mail';
import UserCog from 'lucide-react/icons/user-cog';
import { useId } from 'react';
import type { CompanyListItem } from '@domain/companies/company.schema';
import { paths } from '@domain/paths';
import { companyMessages } from '@domain/companies/messages';
import { Spinner } from '@/components/ui/spinner';
import { DeleteAction, EditAction } from '@/components/ui/row-actions';

interface CompanyCardProps {
  company: CompanyListItem;
  onDelete: () => void;
}

/** The first three admins by name, then '+N mais' for the others (spec sections 2 and 9). */
export function adminsSummary({ admins, adminsCount }: Pick<CompanyListItem, 'admins' | 'adminsCount'>): string {
  if (adminsCount === 0) return 'Nenhum administrador';
  const names = admins.map((admin) => admin.name).join(', ');
  const more = adminsCount - admins.length;
  return more > 0 ? `${names} +${more} mais` : names;
}

export function CompanyCard({ company, onDelete }: CompanyCardProps) {
  const nameId = useId();

  return (
    <article className="card company-card" aria-labelledby={nameId}>
      <header className="entity-card-header">
        <h2 id={nameId} className="entity-card-title">
          {company.name}
        </h2>
      </header>
      <dl className="company-card-facts">
        <div>
          <dt>
            <Mail size={15} aria-hidden="true" />
            <span className="sr-only">Email</span>
          </dt>
          <dd>{company.email}</dd>
        </div>
        {company.cnpj && (
          <div>
            <dt>
              <FileText size={15} aria-hidden="true" />
              <span className="sr-only">CNPJ</span>
            </dt>
            <dd>{company.cnpj}</dd>
          </div>
        )}
        <div>
          <dt>
            <UserCog size={15} aria-hidden="true" />
            <span className="sr-only">Administradores</span>
          </dt>
          <dd>{adminsSummary(company)}</dd>
        </div>
      </dl>
      {company.deletion ? (
        <p className="company-deleting" role="status">
          <Spinner size={16} />
          <strong>{companyMessages.deletionInProgress}</strong>
          <span>
            {company.deletion.removed.toLocaleString('pt-BR')}{' '}
            {company.deletion.removed === 1 ? 'registro removido' : 'registros removidos'}
          </span>
        </p>
      ) : (
        <div className="entity-card-actions">
          <EditAction name={company.name} to={paths.admin.editCompany(company.id)} />
          <DeleteAction name={company.name} onClick={onDelete} />
        </div>
      )}
    </article>
  );
}
