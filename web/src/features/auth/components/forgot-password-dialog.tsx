import { useState, type FormEvent } from 'react';
import { EMAIL_PATTERN } from '@domain/auth/login.schema';
import { authMessages } from '@domain/auth/messages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { auth, sendPasswordResetEmail } from '@/lib/auth-sdk';

const m = authMessages;

/** Firebase's refusals that still end as 'sent': an unknown address must read like a known one. */
const SENT_ANYWAY = new Set(['auth/user-not-found', 'auth/user-disabled']);

function failureOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && SENT_ANYWAY.has(code)) return null;
  if (code === 'auth/invalid-email') return m.invalidEmail;
  if (code === 'auth/too-many-requests') return m.resetTooMany;
  return m.resetFailed;
}

interface ForgotPasswordDialogProps {
  /** What the sign-in form holds, so an address typed there is not typed again. */
  email: string;
  onClose: () => void;
}

/**
 * 'Esqueci minha senha': Firebase Auth e-mails a link to choose a new password. Loaded only when
 * asked for, so the sign-in screen's first load stays as it is.
 */
export function ForgotPasswordDialog({ email: typed, onClose }: ForgotPasswordDialogProps) {
  const [email, setEmail] = useState(typed.trim());
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(m.resetEmailRequired);
    if (!EMAIL_PATTERN.test(address)) return setError(m.invalidEmail);
    setSending(true);
    try {
      await sendPasswordResetEmail(auth, address);
      setSentTo(address);
    } catch (failure) {
      const message = failureOf(failure);
      if (message) setError(message);
      else setSentTo(address);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open title="Redefinir senha" size="sm" onClose={onClose}>
      {sentTo ? (
        <div className="reset-sent">
          <p role="status">{m.resetSent(sentTo)}</p>
          <Button className="btn-block" onClick={onClose}>
            Voltar para o login
          </Button>
        </div>
      ) : (
        <form className="reset-form" noValidate onSubmit={(event) => void send(event)}>
          <p>Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.</p>
          <TextField
            label="E-mail da conta"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            error={error ?? undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
          <Button type="submit" className="btn-block" disabled={sending}>
            {sending ? 'Enviando...' : 'Enviar link'}
          </Button>
        </form>
      )}
    </Modal>
  );
}
