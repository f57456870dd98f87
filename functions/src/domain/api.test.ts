import { describe, expect, it } from 'vitest';
import { IdParamsSchema, IdSchema } from './api';

describe('IdSchema', () => {
  it.each(['AbC123xyz', 'a', 'snake_case-id', '__leading', 'trailing__', '_x_', 'x'.repeat(128)])(
    'when the id is %s, then it passes',
    (id) => {
      expect(IdSchema.safeParse(id).success).toBe(true);
    },
  );

  it.each(['__x__', '____', '__.__', '', 'a/b', 'a.b', '..', 'x'.repeat(129), 'ç'])(
    'when the id is "%s" (reserved by Firestore or not a plain id), then it is refused with the pt-BR message',
    (id) => {
      const result = IdParamsSchema.safeParse({ id });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Parâmetros inválidos');
    },
  );
});
