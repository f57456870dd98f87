import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { useTestImage } from '@/data/images/test-image';
import { responseQueries } from '@/data/responses/response-queries';
import { ApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useListParams } from '@/lib/use-list-params';
import { useSessionUser } from '@/lib/session-context';
import { CompanyFilter, useCompanyParam } from '../components/company-filter';
import '../components/responses.css';

const IMAGES_PAGE_SIZE = 50;

/** 'Erro: {status} - {body}' (spec section 8), or the network's own words. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) return `Erro: ${error.status} - ${error.message}`;
  return `Erro: ${String(error)}`;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB`;

/** Testing one image id: read through the API as the screens do, shown or its error. */
function ImageTester({ companyId }: { companyId: string | undefined }) {
  const fieldId = useId();
  const [imageId, setImageId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const test = useTestImage(companyId);
  const url = useMemo(() => (test.data ? URL.createObjectURL(test.data) : null), [test.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  return (
    <section className="card debug-tester" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>Testar uma imagem</h2>
      <form
        className="debug-tester-form"
        onSubmit={(event) => {
          event.preventDefault();
          const id = imageId.trim();
          if (!id) {
            test.reset();
            setProblem('Digite um ID de imagem');
            return;
          }
          setProblem(null);
          test.mutate(id);
        }}
      >
        <label className="field-label" htmlFor={fieldId}>
          ID da imagem
        </label>
        <input id={fieldId} className="input" value={imageId} onChange={(event) => setImageId(event.target.value)} />
        <Button type="submit" disabled={test.isPending}>
          {test.isPending ? 'Testando...' : 'Testar'}
        </Button>
      </form>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      {test.isError && (
        <p role="alert" className="field-error">
          {failureText(test.error)}
        </p>
      )}
      {url && test.data && (
        <figure className="debug-image">
          <img src={url} alt={`Imagem ${test.variables}`} />
          <figcaption>
            {test.data.type} · {kilobytes(test.data.size)}
          </figcaption>
        </figure>
      )}
    </section>
  );
}

/** The stored image documents of one company, a page at a time. */
function StoredImages({ companyId }: { companyId: string | undefined }) {
  const list = useListParams();
  const images = useQuery(responseQueries.images(list.page, IMAGES_PAGE_SIZE, companyId));
  const pageCount = Math.max(1, Math.ceil((images.data?.total ?? 0) / IMAGES_PAGE_SIZE));

  return (
    <section className="card">
      <h2>Imagens armazenadas{images.data ? ` (${images.data.total})` : ''}</h2>
      {images.isPending ? (
        <LoadingState text="Carregando imagens..." />
      ) : images.isError ? (
        <ErrorBanner onRetry={() => images.refetch()}>
          Erro ao carregar imagens. {failureText(images.error)}
        </ErrorBanner>
      ) : images.data.items.length === 0 ? (
        <p className="muted">Nenhuma imagem armazenada</p>
      ) : (
        <>
          <div className="table-wrapper">
            <table className="table debug-table">
              <thead>
                <tr>
                  <th>ID</th>
                  <th>Enviada em</th>
                  <th>Tamanho</th>
                  <th>Tipo</th>
                  <th>Dimensões</th>
                  <th>Checklist</th>
                </tr>
              </thead>
              <tbody>
                {images.data.items.map((image) => (
                  <tr key={image.id}>
                    <td>
                      <code>{image.id}</code>
                    </td>
                    <td>{formatDateTime(image.uploadedAt)}</td>
                    <td>{kilobytes(image.size)}</td>
                    <td>{image.contentType}</td>
                    <td>
                      {image.width} × {image.height}
                    </td>
                    <td>
                      <code>{image.checklistId}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={list.page} pageCount={pageCount} onPageChange={list.setPage} />
        </>
      )}
    </section>
  );
}

/**
 * /admin/debug/images: the stored image documents, and a test of one id. An admin sees their
 * company's; the superadmin picks the company first.
 */
export function DebugImagesRoute() {
  const superadmin = useSessionUser().role === 'superadmin';
  const [urlCompany, chooseCompany] = useCompanyParam();
  const companyId = superadmin ? urlCompany : undefined;

  return (
    <div className="page">
      <PageHeader title="Diagnóstico de Imagens" subtitle="Imagens armazenadas e teste de leitura pela API" />
      {superadmin && <CompanyFilter companyId={companyId} onChange={chooseCompany} noneLabel="Selecione uma empresa" />}
      {superadmin && !companyId ? (
        <p className="card muted">Selecione uma empresa para ver as suas imagens</p>
      ) : (
        <>
          <ImageTester key={companyId} companyId={companyId} />
          <StoredImages companyId={companyId} />
        </>
      )}
    </div>
  );
}
