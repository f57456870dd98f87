import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner, Toaster: () => null }));

describe('toast durations', () => {
  it('when a success, an information and an error are shown, then they last 3, 4 and 6 s; a toast that names its own duration keeps it', async () => {
    toast.success('Template salvo com sucesso!');
    toast.info('Lista atualizada!');
    toast.error('Erro ao salvar template');
    toast.error('Notificações foram bloqueadas. Ative nas configurações do navegador.', { duration: 10_000 });

    await vi.waitFor(() => expect(sonner.error).toHaveBeenCalledTimes(2));
    expect(sonner.success).toHaveBeenCalledWith('Template salvo com sucesso!', { duration: 3000 });
    expect(sonner.info).toHaveBeenCalledWith('Lista atualizada!', { duration: 4000 });
    expect(sonner.error).toHaveBeenNthCalledWith(1, 'Erro ao salvar template', { duration: 6000 });
    expect(sonner.error).toHaveBeenNthCalledWith(
      2,
      'Notificações foram bloqueadas. Ative nas configurações do navegador.',
      { duration: 10_000 },
    );
  });
});
