import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keysOf } from './labels';

const STATUS_LABELS = { open: 'Aberto', in_progress: 'Em andamento', 'defect.resolved': 'Resolvido' } as const;

describe('keysOf', () => {
  it('when labels are declared, then their values come in the order written', () => {
    expect(keysOf(STATUS_LABELS)).toEqual(['open', 'in_progress', 'defect.resolved']);
  });

  it('when the values make a zod enum, then a labelled value parses and any other is refused', () => {
    const schema = z.enum(keysOf(STATUS_LABELS));

    expect(schema.parse('in_progress')).toBe('in_progress');
    expect(schema.safeParse('closed').success).toBe(false);
  });
});
