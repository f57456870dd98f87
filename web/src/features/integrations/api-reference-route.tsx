import { useEffect, useRef, useState } from 'react';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { IntegrationsTabs } from './integrations-tabs';
import './api-reference.css';

/** Where the API serves its OpenAPI document: public, the same origin as this screen. */
export const OPENAPI_URL = '/api/v1/openapi.json';

/** Swagger UI and its styles (about 1.7 MB): loaded by this screen only, when it opens. */
const loadSwaggerUi = () =>
  Promise.all([import('swagger-ui-dist/swagger-ui-es-bundle.js'), import('swagger-ui-dist/swagger-ui.css')]).then(
    ([module]) => module.default,
  );

/** Names each unnamed select of the reference: 'Servidor', or the parameter it sets. */
function labelSelects(root: HTMLElement) {
  for (const select of root.querySelectorAll('select:not([aria-label])')) {
    const parameter = select.closest('tr[data-param-name]')?.getAttribute('data-param-name');
    select.setAttribute('aria-label', select.id === 'servers' ? 'Servidor' : (parameter ?? 'Opção'));
  }
}

/** `/admin/integracoes/referencia`: the public API's reference, rendered from its OpenAPI document. */
export function ApiReferenceRoute() {
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let gone = false;
    let labels: MutationObserver | null = null;
    loadSwaggerUi().then(
      (SwaggerUI) => {
        if (gone || !target.current) return;
        const node = target.current;
        // Swagger UI's selects (the servers, an enum parameter once its operation opens) carry no
        // label: each is named as it appears, by what it chooses.
        labels = new MutationObserver(() => labelSelects(node));
        labels.observe(node, { childList: true, subtree: true });
        SwaggerUI({
          url: OPENAPI_URL,
          domNode: node,
          deepLinking: false,
          // Its colouring of examples puts numbers at 3.4:1 on the dark background: plain text reads.
          syntaxHighlight: { activated: false },
        });
        setState('ready');
      },
      () => !gone && setState('failed'),
    );
    return () => {
      gone = true;
      labels?.disconnect();
    };
  }, []);
  return (
    <div className="page">
      <PageHeader
        title="Integrações"
        subtitle={
          <>
            A API v1: autentique cada chamada com <code>Authorization: Bearer</code> e uma chave de API. O documento
            OpenAPI está em <a href={OPENAPI_URL}>{OPENAPI_URL}</a>.
          </>
        }
      />
      <IntegrationsTabs />
      {state === 'loading' && <LoadingState text="Carregando a referência..." />}
      {state === 'failed' && (
        <ErrorBanner>Não foi possível carregar a referência da API. Recarregue a página.</ErrorBanner>
      )}
      <div ref={target} className="api-reference" aria-label="Referência da API" />
    </div>
  );
}
