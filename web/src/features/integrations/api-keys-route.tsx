import { useQuery } from '@tanstack/react-query';
import KeyRound from 'lucide-react/icons/key-round';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { scopeLabel, type ApiKey } from '@domain/api-keys/api-keys';
import { paths } from '@domain/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { formatDate, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { ApiKeysCreateDialog } from './api-keys-create-dialog';
import { apiKeyQueries, useRevokeApiKey } from './api-keys-data';
import { IntegrationsTabs } from './integrations-tabs';

function RevokeApiKey({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDialog
      open
      title="Revogar chave"
      confirmLabel="Revogar"
      busyLabel="Revogando..."
      busy={revoke.isPending}
      onCancel={onClose}
      onConfirm={() =>
        revoke.mutate(apiKey.id, {
          onSuccess: () => {
            toast.success('Chave revogada');
            onClose();
          },
          onError: (error) => {
            toast.error(errorMessage(error, 'Erro ao revogar a chave'));
            onClose();
          },
        })
      }
    >
      <p>
        Revogar {apiKey.name}? Os sistemas que a usam deixam de acessar a API na hora, e ela não pode ser reativada.
      </p>
    </ConfirmDialog>
  );
}

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <li className="row-item">
      <div className="row-item-main">
        <p className="row-item-title">
          {apiKey.name} <code className="muted">{apiKey.prefix}</code>
        </p>
        <p className="row-item-meta muted">{apiKey.scopes.map(scopeLabel).join(' · ')}</p>
        <p className="row-item-meta muted">
          Criada por {apiKey.createdBy.name} em {formatDate(apiKey.createdAt)} ·{' '}
          {apiKey.lastUsedAt ? `Último uso: ${formatDateTime(apiKey.lastUsedAt)}` : 'Nunca usada'}
        </p>
      </div>
      <div className="row-item-badges">
        {apiKey.revokedAt ? (
          <Badge tone="danger">Revogada em {formatDate(apiKey.revokedAt)}</Badge>
        ) : (
          <Button variant="ghost" size="sm" onClick={onRevoke} aria-label={`Revogar ${apiKey.name}`}>
            Revogar
          </Button>
        )}
      </div>
    </li>
  );
}

/** `/admin/integracoes` ('Integrações' › 'Chaves de API'): the keys other systems call the API with. */
export function ApiKeysRoute() {
  const keys = useQuery(apiKeyQueries.list());
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <div className="page">
      <PageHeader
        title="Integrações"
        subtitle={
          <>
            Chaves para outros sistemas usarem a API do CheckFrota. Veja a{' '}
            <Link to={paths.admin.apiReference}>referência da API</Link>.
          </>
        }
        actions={<Button onClick={() => setCreating(true)}>Nova chave</Button>}
      />
      <IntegrationsTabs />
      {keys.isPending ? (
        <LoadingState text="Carregando chaves..." />
      ) : keys.isError ? (
        <ErrorBanner>{errorMessage(keys.error, 'Erro ao carregar as chaves de API')}</ErrorBanner>
      ) : keys.data.length === 0 ? (
        <EmptyState
          icon={<KeyRound size={40} />}
          title="Nenhuma chave de API"
          hint="Crie uma chave para um sistema (ERP, telemetria, BI) ler ou registrar dados da frota."
        />
      ) : (
        <ul className="row-list" aria-label="Chaves de API">
          {keys.data.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
          ))}
        </ul>
      )}
      {creating && <ApiKeysCreateDialog onClose={() => setCreating(false)} />}
      {revoking && <RevokeApiKey apiKey={revoking} onClose={() => setRevoking(null)} />}
    </div>
  );
}
