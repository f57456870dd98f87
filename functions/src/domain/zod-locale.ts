import { z } from 'zod';

/** Generic zod messages in pt-BR; the entry points (API app, web main) call this once. */
export function applyBrazilianValidationMessages(): void {
  z.config(z.locales.ptBR());
}
