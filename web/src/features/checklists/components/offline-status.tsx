import { useIsMutating } from '@tanstack/react-query';
import CloudOff from 'lucide-react/icons/cloud-off';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import { FIELD_WRITE_KEYS } from '@/data/offline/field-mutations';
import { useOnline } from '@/lib/use-online';
import './mobile.css';

const isFieldWrite = (key: readonly unknown[] | undefined) =>
  FIELD_WRITE_KEYS.some((k) => JSON.stringify(k) === JSON.stringify(key));

/**
 * The field screens' word on the connection: a banner while offline, and a confirmation once what
 * waited offline has gone out. An answer saved at once with a network gets no toast: 'Tudo
 * enviado!' after each one would read as if the checklist itself had been sent.
 */
export function OfflineStatus() {
  const online = useOnline();
  const unsent = useIsMutating({ predicate: (m) => isFieldWrite(m.options.mutationKey) });
  const waitedOffline = useRef(false);
  useEffect(() => {
    if (unsent > 0) {
      if (!online) waitedOffline.current = true;
    } else if (waitedOffline.current && online) {
      waitedOffline.current = false;
      toast.success('Tudo enviado! Suas respostas estão no servidor.', { id: 'field-sync-done' });
    }
  }, [unsent, online]);

  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <CloudOff size={18} aria-hidden="true" />
      <span>Você está offline. Suas respostas serão enviadas quando a conexão voltar.</span>
    </div>
  );
}
