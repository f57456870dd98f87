import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Warehouse from 'lucide-react/icons/warehouse';
import { useState, type FormEvent } from 'react';
import { formatCnpj } from '@domain/companies/cnpj';
import type { Workshop } from '@domain/work-orders/work-order';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBanner } from '@/components/ui/error-banner';
import { TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { useDeleteWorkshop, useSaveWorkshop } from '@/data/work-orders/save-workshop';
import { workOrderQueries } from '@/data/work-orders/work-order-queries';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';

export const WORKSHOPS_PAGE_SIZE = 20;

function WorkshopForm({ workshop, onClose }: { workshop: Workshop | null; onClose: () => void }) {
  const save = useSaveWorkshop();
  const [form, setForm] = useState({
    name: workshop?.name ?? '',
    cnpj: workshop ? formatCnpj(workshop.cnpj) : '',
    phone: workshop?.phone ?? '',
    email: workshop?.email ?? '',
    address: workshop?.address ?? '',
  });
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: workshop?.id ?? null, input: form }, { onSuccess: onClose });
  };
  return (
    <Modal open title={workshop ? 'Editar oficina' : 'Nova oficina'} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label="Oficina">
        {save.error && <ErrorBanner>{save.error.message}</ErrorBanner>}
        <TextField label="Nome" required {...field('name')} />
        <TextField label="CNPJ" required inputMode="numeric" {...field('cnpj')} />
        <TextField label="Telefone" {...field('phone')} />
        <TextField label="E-mail" type="email" {...field('email')} />
        <TextField label="Endereço" {...field('address')} />
        <Button type="submit" disabled={save.isPending}>
          Salvar
        </Button>
      </form>
    </Modal>
  );
}

function DeleteWorkshop({ workshop, onClose }: { workshop: Workshop; onClose: () => void }) {
  const remove = useDeleteWorkshop();
  return (
    <ConfirmDialog
      open
      title="Excluir oficina"
      confirmLabel="Excluir"
      busyLabel="Excluindo..."
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(workshop.id, {
          onSuccess: () => {
            toast.success('Oficina excluída');
            onClose();
          },
          onError: (error) => {
            toast.error(errorMessage(error, 'Erro ao excluir a oficina'));
            onClose();
          },
        })
      }
    >
      <p>Excluir {workshop.name}? As ordens de serviço já concluídas continuam com o nome dela.</p>
    </ConfirmDialog>
  );
}

/** `/admin/workshops` ('Oficinas'): the company's outside workshops, the ones its O.S. go to. */
export function WorkshopsRoute() {
  const list = useListParams();
  const [editing, setEditing] = useState<Workshop | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Workshop | null>(null);
  const workshops = useQuery({
    ...workOrderQueries.workshops(list.page, WORKSHOPS_PAGE_SIZE, list.appliedSearch || undefined),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="page">
      <PageHeader
        title="Oficinas"
        subtitle="As oficinas que recebem as ordens de serviço da frota."
        actions={<Button onClick={() => setEditing('new')}>Nova oficina</Button>}
      />
      <PaginatedList
        list={list}
        result={workshops}
        numbered
        summary
        search={{ label: 'Buscar oficina', placeholder: 'Nome, CNPJ ou e-mail' }}
        loadingText="Carregando oficinas..."
        errorText="Erro ao carregar oficinas"
        empty={{
          icon: <Warehouse size={40} />,
          title: 'Nenhuma oficina cadastrada',
          hint: 'Cadastre as oficinas para enviar ordens de serviço a elas.',
          searchHint: 'Nenhuma oficina encontrada.',
        }}
      >
        {(items) => (
          <ul className="row-list" aria-label="Oficinas">
            {items.map((w) => (
              <li key={w.id} className="row-item">
                <div className="row-item-main">
                  <p className="row-item-title">{w.name}</p>
                  <p className="row-item-meta muted">
                    CNPJ {formatCnpj(w.cnpj)}
                    {w.phone && <> · {w.phone}</>}
                    {w.email && <> · {w.email}</>}
                  </p>
                </div>
                <div className="row-item-badges">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(w)} aria-label={`Editar ${w.name}`}>
                    Editar
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(w)} aria-label={`Excluir ${w.name}`}>
                    Excluir
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PaginatedList>
      {deleting && <DeleteWorkshop workshop={deleting} onClose={() => setDeleting(null)} />}
      {editing && <WorkshopForm workshop={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
