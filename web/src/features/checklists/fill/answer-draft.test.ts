import { describe, expect, it } from 'vitest';
import { draftDiffers, fromDraft, toDraft } from './answer-draft';

describe('answer drafts', () => {
  it('reads a comma as the decimal separator of numbers and measurements, and blank as no answer', () => {
    expect(fromDraft({ type: 'measurement' }, '32,5')).toBe(32.5);
    expect(fromDraft({ type: 'number' }, ' 120 ')).toBe(120);
    expect(fromDraft({ type: 'number' }, '')).toBeNull();
    expect(fromDraft({ type: 'number' }, 'abc')).toBeNaN();
  });

  it("turns a datetime-local value into an instant on the company's clock and back into the same value", () => {
    const sent = fromDraft({ type: 'datetime' }, '2026-11-23T14:05') as string;
    expect(sent).toBe('2026-11-23T17:05:00.000Z');
    expect(toDraft({ type: 'datetime' }, sent)).toBe('2026-11-23T14:05');
  });

  it('keeps Sim/Não false as an answer, and drops photo entries that are empty or not strings', () => {
    expect(toDraft({ type: 'boolean' }, false)).toBe(false);
    expect(fromDraft({ type: 'boolean' }, false)).toBe(false);
    expect(toDraft({ type: 'photo' }, ['image_ref://a', '', 3, null])).toEqual(['image_ref://a']);
    expect(toDraft({ type: 'photo' }, null)).toEqual([]);
  });

  it('finds nothing to save when the input holds the stored answer, or both are blank', () => {
    expect(draftDiffers({ type: 'number' }, '7', 7)).toBe(false);
    expect(draftDiffers({ type: 'number' }, '8', 7)).toBe(true);
    expect(draftDiffers({ type: 'text' }, '', null)).toBe(false);
    expect(draftDiffers({ type: 'photo' }, [], null)).toBe(false);
    expect(draftDiffers({ type: 'photo' }, ['image_ref://b'], ['image_ref://a'])).toBe(true);
    expect(draftDiffers({ type: 'boolean' }, false, null)).toBe(true);
  });
});

describe('odometer drafts', () => {
  it('when km are typed with pt-BR thousands dots or spaces, then they are one whole number', () => {
    expect(fromDraft({ type: 'odometer' }, '45.230')).toBe(45230);
    expect(fromDraft({ type: 'odometer' }, '1.045.230')).toBe(1045230);
    expect(fromDraft({ type: 'odometer' }, ' 45 230 ')).toBe(45230);
    expect(fromDraft({ type: 'odometer' }, '45230')).toBe(45230);
  });

  it('when km carry decimals or are blank, then the decimals stay for the schema to refuse and blank is no answer', () => {
    expect(fromDraft({ type: 'odometer' }, '45230,5')).toBe(45230.5);
    expect(fromDraft({ type: 'odometer' }, '45.23')).toBe(45.23);
    expect(fromDraft({ type: 'odometer' }, '')).toBeNull();
    expect(toDraft({ type: 'odometer' }, 45230)).toBe('45230');
    expect(draftDiffers({ type: 'odometer' }, '45.230', 45230)).toBe(false);
  });
});
