import LogOut from 'lucide-react/icons/log-out';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePendingWrites } from '@/data/offline/pending-writes';
import { useSignOut } from '@/lib/session-context';

// The dialog comes when there is something to warn about: the field list's first load leaves it out.
const ConfirmDialog = lazy(async () => ({ default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog }));

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The warning of a sign-out that would discard field work this device has not sent yet. */
export function unsentWarning(answers: number, photos: number): string {
  return `Você tem ${plural(answers, 'resposta', 'respostas')} e ${plural(photos, 'foto', 'fotos')} ainda não enviadas`;
}

/**
 * 'Sair' of the field screens: with answers or photos still queued, it warns first and keeps them
 * unless the user confirms (signing out clears this device's queue, so the next person never
 * gets them); with nothing queued it signs out at once.
 */
export function FieldSignOutButton({ size }: { size?: 'sm' | 'md' }) {
  const signOut = useSignOut();
  const pending = usePendingWrites();
  const [asking, setAsking] = useState(false);
  let answers = 0;
  let photos = 0;
  for (const writes of pending.values()) {
    answers += writes.answers.size;
    photos += writes.photos;
  }

  return (
    <>
      <Button variant="ghost" size={size} onClick={() => (answers + photos > 0 ? setAsking(true) : void signOut())}>
        <LogOut size={16} aria-hidden="true" />
        Sair
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title="Sair sem enviar?"
            confirmLabel="Sair e descartar"
            onConfirm={() => {
              setAsking(false);
              void signOut();
            }}
            onCancel={() => setAsking(false)}
          >
            <p>{unsentWarning(answers, photos)}.</p>
            <p>
              Se sair agora, elas serão descartadas deste aparelho. Cancele e espere a conexão voltar para que tudo seja
              enviado.
            </p>
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
