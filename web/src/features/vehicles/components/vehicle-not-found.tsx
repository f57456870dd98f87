import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router-dom';
import { vehicleMessages } from '@domain/fleet/messages';
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
      {vehicleMessages.notFound}
    </ErrorBanner>
  );
}
