import { useQuery } from '@tanstack/react-query';
import FileDown from 'lucide-react/icons/file-down';
import FileText from 'lucide-react/icons/file-text';
import Plus from 'lucide-react/icons/plus';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { attachmentFileName } from '@domain/attachments/attachment';
import { formatDayBR } from '@domain/dates';
import { DocumentInputSchema, type ValidDocumentInput } from '@domain/documents/document.schema';
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  presetExpiry,
  type DocumentType,
  type VehicleDocument,
} from '@domain/documents/documents';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { attachmentMessages } from '@domain/attachments/messages';
import { documentMessages } from '@domain/documents/messages';
import { AttachmentField } from '@/components/attachments/attachment-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExportMenu } from '@/components/exports/export-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { LoadingState } from '@/components/ui/spinner';
import { DeleteAction, EditAction } from '@/components/ui/row-actions';
import { saveDownload } from '@/data/responses/response-pdf';
import { documentAttachment } from '@/data/vehicle-documents/document-attachment';
import { useDeleteDocument } from '@/data/vehicle-documents/delete-document';
import { documentQueries } from '@/data/vehicle-documents/document-queries';
import { useSaveDocument } from '@/data/vehicle-documents/save-document';
import { errorMessage } from '@/lib/api-error';
import { formatCurrency } from '@/lib/format';
import { useApiForm, zodFormResolver } from '@/lib/forms';
import { moneyOf, moneyText } from '@/lib/money';
import { MoneyField } from '@/components/ui/money-field';
import { companyToday, DueBadge } from './documents-due-badge';

const m = documentMessages;

interface DocumentValues {
  type: DocumentType;
  number: string;
  issuer: string;
  issueDate: string;
  expiryDate: string;
  cost: string;
  notes: string;
}

const resolver = zodFormResolver<DocumentValues, ValidDocumentInput>(DocumentInputSchema, (v) => ({
  type: v.type,
  number: v.number,
  issuer: v.issuer,
  issueDate: v.issueDate || null,
  expiryDate: v.expiryDate,
  cost: v.cost.trim() === '' ? null : moneyOf(v.cost),
  notes: v.notes,
}));

const valuesOf = (d: VehicleDocument | null): DocumentValues => ({
  type: d?.type ?? 'licensing',
  number: d?.number ?? '',
  issuer: d?.issuer ?? '',
  issueDate: d?.issueDate ?? '',
  expiryDate: d?.expiryDate ?? '',
  cost: moneyText(d?.cost),
  notes: d?.notes ?? '',
});

function DocumentModal({
  vehicle,
  document,
  onClose,
}: {
  vehicle: VehicleWithOil;
  document: VehicleDocument | null;
  onClose: () => void;
}) {
  const formId = useId();
  const saveDocument = useSaveDocument();
  const upload = documentAttachment.useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [computed, setComputed] = useState<string | null>(null);
  const [noPreset, setNoPreset] = useState(false);
  const {
    fieldProps,
    save,
    getValues,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useApiForm<DocumentValues, ValidDocumentInput>({
    resolver,
    defaultValues: valuesOf(document),
    onSave: async (input) => {
      const saved = await saveDocument.mutateAsync({ vehicleId: vehicle.id, id: document?.id, input });
      if (file) {
        try {
          await upload.mutateAsync({ params: { vehicleId: vehicle.id, id: saved.id }, file });
        } catch (error) {
          // The document is saved; only its file failed: say so and keep the modal for another try.
          setFileError(errorMessage(error, attachmentMessages.uploadError));
          toast.error(errorMessage(error, attachmentMessages.uploadError));
          return;
        }
      }
      toast.success(document ? m.updated : m.created);
      onClose();
    },
    serverError: m.saveError,
  });

  /** The preset's expiry for the type and issue date typed, filled in (the admin may still change it). */
  function calculate(): string | null {
    const preset = presetExpiry(getValues('type'), getValues('issueDate') || null, vehicle);
    setComputed(preset);
    setNoPreset(false);
    if (preset) {
      setValue('expiryDate', preset);
      clearErrors('expiryDate');
    }
    return preset;
  }

  const busy = isSubmitting || upload.progress !== null;
  return (
    <Modal
      open
      title={document ? 'Editar documento' : 'Adicionar documento'}
      onClose={() => !busy && onClose()}
      footer={<FormActions cancel={onClose} saveLabel="Salvar documento" busy={busy} form={formId} />}
    >
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}
      <form id={formId} className="record-form" noValidate onSubmit={save}>
        <SelectField
          label="Tipo"
          required
          {...fieldProps('type', { onChange: () => getValues('issueDate') && calculate() })}
        >
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {DOCUMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <div className="form-grid">
          <TextField label="Número" {...fieldProps('number')} />
          <TextField label="Órgão emissor" {...fieldProps('issuer')} />
        </div>
        <div className="form-grid">
          <TextField
            label="Data de emissão"
            type="date"
            {...fieldProps('issueDate', { onChange: () => calculate() })}
          />
          <TextField
            label="Vencimento"
            type="date"
            required
            hint={
              computed
                ? `Vencimento calculado: ${formatDayBR(computed)}`
                : noPreset
                  ? 'Informe a data de emissão de um licenciamento, seguro ou tacógrafo para calcular.'
                  : undefined
            }
            {...fieldProps('expiryDate')}
          />
        </div>
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              if (!calculate()) setNoPreset(true);
            }}
          >
            Calcular vencimento
          </Button>
        </div>
        <MoneyField label="Custo (R$)" {...fieldProps('cost')} />
        <TextAreaField label="Observações" rows={2} {...fieldProps('notes')} />
        <AttachmentField
          label={document?.attachment ? 'Substituir anexo (PDF ou foto, até 10 MB)' : 'Anexo (PDF ou foto, até 10 MB)'}
          progress={upload.progress}
          error={fileError}
          onChoose={(chosen) => {
            setFile(chosen);
            setFileError(null);
          }}
        />
      </form>
    </Modal>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The vehicle's 'Documentos' tab: its papers, soonest expiry first, each with its status. */
export function DocumentsTab({ vehicle }: { vehicle: VehicleWithOil }) {
  const documents = useQuery(documentQueries.list(vehicle.id));
  const [editing, setEditing] = useState<VehicleDocument | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VehicleDocument | null>(null);
  const remove = useDeleteDocument();
  const download = documentAttachment.useDownload();
  const today = companyToday();

  return (
    <div className="records-tab">
      <div className="records-tab-header">
        <ExportMenu list="documents" filters={{ vehicleId: vehicle.id }} />
        <Button onClick={() => setEditing('new')}>
          <Plus size={18} aria-hidden="true" />
          Adicionar documento
        </Button>
      </div>
      {documents.isPending ? (
        <LoadingState text="Carregando documentos..." />
      ) : documents.isError ? (
        <ErrorBanner onRetry={() => documents.refetch()}>{m.loadError}</ErrorBanner>
      ) : documents.data.length === 0 ? (
        <EmptyState icon={<FileText size={40} />} title={m.empty} />
      ) : (
        <ul className="stack-list" aria-label="Documentos">
          {documents.data.map((d) => {
            const title = DOCUMENT_TYPE_LABELS[d.type];
            return (
              <li key={d.id} className="record-item" aria-label={title}>
                <div className="record-item-header">
                  <h3 className="record-item-title">{title}</h3>
                  <DueBadge dueDay={d.expiryDate} today={today} />
                </div>
                <dl className="record-facts">
                  {d.number && <Fact label="Número">{d.number}</Fact>}
                  {d.issuer && <Fact label="Órgão emissor">{d.issuer}</Fact>}
                  {d.issueDate && <Fact label="Emissão">{formatDayBR(d.issueDate)}</Fact>}
                  <Fact label="Vencimento">{formatDayBR(d.expiryDate)}</Fact>
                  {d.cost !== null && <Fact label="Custo">{formatCurrency(d.cost)}</Fact>}
                </dl>
                {d.notes && <p className="muted">{d.notes}</p>}
                <div className="record-item-actions">
                  {d.attachment && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Baixar anexo de ${title}`}
                      disabled={download.isPending}
                      onClick={() =>
                        download.mutate(
                          { vehicleId: vehicle.id, id: d.id },
                          {
                            onSuccess: (file) =>
                              saveDownload(file, attachmentFileName([title, vehicle.plate], d.attachment!.contentType)),
                            onError: (error) => toast.error(errorMessage(error, 'Erro ao baixar o anexo')),
                          },
                        )
                      }
                    >
                      <FileDown size={15} aria-hidden="true" />
                      Baixar anexo
                    </Button>
                  )}
                  <EditAction name={title} iconSize={15} onClick={() => setEditing(d)} />
                  <DeleteAction name={title} iconSize={15} onClick={() => setDeleting(d)} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <DocumentModal
          vehicle={vehicle}
          document={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir documento"
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { vehicleId: vehicle.id, id: deleting.id },
            {
              onSuccess: () => {
                toast.success(m.deleted);
                setDeleting(null);
              },
              onError: (error) => toast.error(errorMessage(error, m.deleteError)),
            },
          )
        }
        onCancel={() => setDeleting(null)}
      >
        <p>{m.confirmDelete}</p>
      </ConfirmDialog>
    </div>
  );
}
