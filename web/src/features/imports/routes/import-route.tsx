import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { MAX_IMPORT_BYTES, MAX_IMPORT_MEGABYTES, type ImportKind } from '@domain/imports/columns';
import type { ImportPreview, ImportResult } from '@domain/imports/contract';
import { importMessages as m } from '@domain/imports/messages';
import type { ImportOutcome, ImportRowOutcome } from '@domain/imports/plan';
import { paths } from '@domain/paths';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { downloadTemplate, useConfirmImport, usePreviewImport } from '@/data/imports/imports';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import '../components/imports.css';

const OUTCOMES: Record<ImportOutcome, { label: string; tone: BadgeTone }> = {
  new: { label: 'Novo', tone: 'success' },
  update: { label: 'Atualizar', tone: 'info' },
  unchanged: { label: 'Sem alteração', tone: 'neutral' },
  error: { label: 'Com erros', tone: 'danger' },
};

const SCREENS: Record<ImportKind, { title: string; items: string; key: string; list: string; back: string }> = {
  vehicles: {
    title: 'Importar veículos',
    items: 'veículos',
    key: 'Placa',
    list: paths.admin.vehicles,
    back: 'Voltar para Veículos',
  },
  users: {
    title: 'Importar usuários',
    items: 'usuários',
    key: 'E-mail',
    list: paths.admin.users,
    back: 'Voltar para Usuários',
  },
};

function RowDetails({ row }: { row: ImportRowOutcome }) {
  if (row.errors.length > 0)
    return (
      <ul>
        {row.errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    );
  if (row.changes.length > 0)
    return (
      <ul>
        {row.changes.map((c) => (
          <li key={c.column}>
            {c.column}: {c.before} → {c.after}
          </li>
        ))}
      </ul>
    );
  return null;
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const screen = SCREENS[preview.kind];
  return (
    <div className="import-table-wrapper">
      <table className="import-table">
        <thead>
          <tr>
            <th scope="col">Linha</th>
            <th scope="col">{screen.key}</th>
            <th scope="col">Resultado</th>
            <th scope="col">Detalhes</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td className="import-key">{row.key || '—'}</td>
              <td>
                <Badge tone={OUTCOMES[row.outcome].tone}>{OUTCOMES[row.outcome].label}</Badge>
              </td>
              <td>
                <RowDetails row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResultSummary({ result, kind }: { result: ImportResult; kind: ImportKind }) {
  const screen = SCREENS[kind];
  return (
    <Card aria-label="Resultado da importação">
      <h2>Importação concluída</h2>
      <p>
        {result.created} criado(s), {result.updated} atualizado(s), {result.unchanged} sem alteração, {result.errors}{' '}
        com erros.
      </p>
      {result.failures.length > 0 && (
        <ul>
          {result.failures.map((f) => (
            <li key={f.line}>{f.message}</li>
          ))}
        </ul>
      )}
      <Link className={buttonClass('primary')} to={screen.list}>
        {screen.back}
      </Link>
    </Card>
  );
}

/** An admin's import of vehicles or field users: the template, the file's preview, and its confirmation. */
export function ImportRoute({ kind }: { kind: ImportKind }) {
  const screen = SCREENS[kind];
  const preview = usePreviewImport(kind);
  const confirm = useConfirmImport(kind);
  const [tooLarge, setTooLarge] = useState(false);

  async function download(format: 'xlsx' | 'csv') {
    try {
      await downloadTemplate(kind, format);
    } catch (error) {
      toast.error(errorMessage(error, m.templateError));
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    confirm.reset();
    setTooLarge(file.size > MAX_IMPORT_BYTES);
    if (file.size > MAX_IMPORT_BYTES) return;
    preview.mutate(file);
  }

  const shown = preview.data;
  const writable = shown ? shown.counts.new + shown.counts.update : 0;

  return (
    <div className="page">
      <PageHeader
        title={screen.title}
        subtitle={`Cadastre ou atualize ${screen.items} a partir de uma planilha XLSX ou CSV`}
        actions={
          <Link className={buttonClass('secondary')} to={screen.list}>
            {screen.back}
          </Link>
        }
      />
      <div className="import-steps">
        <Card aria-label="Modelo">
          <h2>1. Baixe o modelo</h2>
          <p>
            Preencha uma linha por {kind === 'vehicles' ? 'veículo' : 'usuário'}, a partir da linha 2 (a linha de
            exemplo também é importada: troque-a ou apague-a).{' '}
            {kind === 'vehicles' ? (
              'Uma placa que já existe atualiza o veículo.'
            ) : (
              <>
                Um <span className="kept-whole">e-mail</span> que já existe atualiza o usuário; a senha inicial só vale
                para usuários novos.
              </>
            )}
          </p>
          <div className="import-actions">
            <Button variant="secondary" onClick={() => void download('xlsx')}>
              <FileSpreadsheet size={18} aria-hidden="true" />
              {m.downloadTemplate} (XLSX)
            </Button>
            <Button variant="secondary" onClick={() => void download('csv')}>
              <FileSpreadsheet size={18} aria-hidden="true" />
              {m.downloadTemplate} (CSV)
            </Button>
          </div>
        </Card>

        <Card aria-label="Planilha">
          <h2>2. Envie a planilha</h2>
          <label className="import-file">
            <span className="sr-only">Planilha (XLSX ou CSV)</span>
            <input
              type="file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={choose}
              disabled={preview.isPending || confirm.isPending}
            />
          </label>
          {preview.isPending && <p>Lendo planilha...</p>}
          {tooLarge && <ErrorBanner>{m.tooLarge(MAX_IMPORT_MEGABYTES)}</ErrorBanner>}
          {preview.isError && <ErrorBanner>{errorMessage(preview.error, m.previewError)}</ErrorBanner>}
        </Card>

        {shown && !confirm.data && (
          <Card aria-label="Prévia">
            <h2>3. Confira e confirme</h2>
            <p>Nada foi gravado ainda: {shown.fileName}.</p>
            <div className="import-counts">
              <Badge tone="success">{shown.counts.new} novo(s)</Badge>
              <Badge tone="info">{shown.counts.update} a atualizar</Badge>
              <Badge tone="neutral">{shown.counts.unchanged} sem alteração</Badge>
              <Badge tone="danger">{shown.counts.error} com erros</Badge>
            </div>
            {shown.ignoredColumns.length > 0 && (
              <p>Colunas ignoradas (não fazem parte do modelo): {shown.ignoredColumns.join(', ')}.</p>
            )}
            <PreviewTable preview={shown} />
            {confirm.isError && <ErrorBanner>{errorMessage(confirm.error, m.confirmError)}</ErrorBanner>}
            <div className="import-actions">
              <Button
                disabled={writable === 0 || confirm.isPending}
                onClick={() => confirm.mutate(shown.id)}
                title={writable === 0 ? 'Nenhuma linha para gravar' : undefined}
              >
                {confirm.isPending ? 'Importando...' : m.confirm}
              </Button>
              {shown.counts.error > 0 && writable > 0 && <span>As linhas com erros não serão importadas.</span>}
            </div>
          </Card>
        )}

        {confirm.data && <ResultSummary result={confirm.data} kind={kind} />}
      </div>
    </div>
  );
}
