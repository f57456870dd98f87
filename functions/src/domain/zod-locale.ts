import { config } from 'zod/mini';
import { ptBR } from 'zod/locales';

/**
 * Generic zod messages in pt-BR; the entry points (API app, web main) call this once. Through
 * zod/mini, so the web client's first screen does not load the full zod API for it.
 */
export function applyBrazilianValidationMessages(): void {
  config(ptBR());
}
