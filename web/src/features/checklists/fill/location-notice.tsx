import MapPin from 'lucide-react/icons/map-pin';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { readLocationChoice, trackPosition, writeLocationChoice, type LocationChoice } from '@/lib/position';

/**
 * The position is read only while the checklist is open for answers, and only after the field
 * user was told why and agreed, once on this device: the first time, 'Por que coletamos sua
 * localização' asks; the choice is remembered. Declined, answers go without a position.
 */
export function useAnswerLocation(open: boolean): { asking: boolean; choose: (choice: LocationChoice) => void } {
  const [choice, setChoice] = useState(readLocationChoice);
  useEffect(() => {
    if (!open || choice !== 'allowed') return undefined;
    return trackPosition();
  }, [open, choice]);
  const choose = (next: LocationChoice) => {
    writeLocationChoice(next);
    setChoice(next);
  };
  return { asking: open && choice === null, choose };
}

export function LocationNotice({ open }: { open: boolean }) {
  const { asking, choose } = useAnswerLocation(open);
  return (
    <Modal
      open={asking}
      title="Por que coletamos sua localização"
      size="sm"
      onClose={() => choose('declined')}
      footer={
        <>
          <Button variant="secondary" onClick={() => choose('declined')}>
            Não permitir
          </Button>
          <Button onClick={() => choose('allowed')}>
            <MapPin size={16} aria-hidden="true" />
            Permitir
          </Button>
        </>
      }
    >
      <p>
        Sua empresa usa o local de cada resposta e foto como prova de que a inspeção foi feita junto ao veículo. A
        localização é lida só enquanto você responde um checklist, guardada com precisão de cerca de 10 metros e vista
        apenas por quem revisa as respostas.
      </p>
      <p>Se não permitir, você responde normalmente, sem localização. A escolha fica salva neste aparelho.</p>
    </Modal>
  );
}
