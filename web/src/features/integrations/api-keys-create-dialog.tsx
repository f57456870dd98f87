import { useState, type FormEvent } from 'react';
import {
  API_KEY_ACTION_LABELS,
  API_KEY_DOMAIN_NAMES,
  API_KEY_DOMAINS,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@domain/api-keys/api-keys';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/lib/toast';
import { useCreateApiKey } from './api-keys-data';

/** The key's whole value, this once: copied from here, it is never shown again. */
function CreatedKey({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const copy = () =>
    navigator.clipboard.writeText(created.secret).then(
      () => toast.success('Chave copiada'),
      () => toast.error('Não foi possível copiar; selecione a chave e copie'),
    );
  return (
    <Modal open title="Chave criada" onClose={onClose}>
      <p>
        Copie a chave <strong>{created.name}</strong> agora: ela não será mostrada de novo.
      </p>
      <div className="api-key-secret">
        <code aria-label="Chave de API">{created.secret}</code>
        <Button variant="secondary" size="sm" onClick={copy}>
          Copiar
        </Button>
      </div>
      <p className="muted">Guarde-a como uma senha. Se ela se perder, revogue-a e crie outra.</p>
      <Button onClick={onClose}>Concluir</Button>
    </Modal>
  );
}

/** 'Nova chave': a name and the permissions, domain by domain; then its value, once. */
export function ApiKeysCreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  if (create.data) return <CreatedKey created={create.data} onClose={onClose} />;

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scopes });
  };
  return (
    <Modal open title="Nova chave de API" onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label="Nova chave de API">
        {create.error && <ErrorBanner>{create.error.message}</ErrorBanner>}
        <TextField
          label="Nome"
          required
          maxLength={80}
          placeholder="Integração ERP"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <fieldset className="api-key-scopes">
          <legend>Permissões</legend>
          {API_KEY_DOMAIN_NAMES.map((domain) => {
            const { label, actions } = API_KEY_DOMAINS[domain];
            return (
              <div key={domain} role="group" aria-label={label} className="api-key-scope-row">
                <span>{label}</span>
                {(['read', 'write'] as const).map((action) => {
                  const scope = `${domain}:${action}` as ApiKeyScope;
                  return (actions as readonly string[]).includes(action) ? (
                    <CheckboxField
                      key={action}
                      label={API_KEY_ACTION_LABELS[action]}
                      aria-label={`${label}: ${API_KEY_ACTION_LABELS[action].toLowerCase()}`}
                      checked={scopes.includes(scope)}
                      onChange={(e) => toggle(scope, e.target.checked)}
                    />
                  ) : (
                    <span key={action} />
                  );
                })}
              </div>
            );
          })}
        </fieldset>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Criando...' : 'Criar chave'}
        </Button>
      </form>
    </Modal>
  );
}
