import type { Template } from '@domain/templates/template.schema';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** Assignment is the next version's feature; the action is in place and says so. */
export function AssignChecklistModal({ template, onClose }: { template: Template | null; onClose: () => void }) {
  return (
    <Modal
      open={template !== null}
      onClose={onClose}
      title="Atribuir Checklist"
      size="sm"
      footer={<Button onClick={onClose}>Entendi</Button>}
    >
      {template && (
        <p>
          A atribuição do template <strong>{template.title || template.name}</strong> a usuários ainda não foi
          construída. Ela chega na próxima versão do CheckFrota.
        </p>
      )}
    </Modal>
  );
}
