import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@domain/messages';
import { paths } from '@domain/paths';
import { ErrorBanner } from '@/components/ui/error-banner';

/** Spec: 'Veículo não encontrado' with a link back to the list. */
export function VehicleNotFound() {
  return (
    <ErrorBanner
      action={
        <Link className="back-link" to={paths.admin.vehicles}>
          <ArrowLeft size={16} aria-hidden="true" />
          Voltar para lista de veículos
        </Link>
      }
    >
      {MESSAGES.vehicles.notFound}
    </ErrorBanner>
  );
}
