import { describe, expect, it } from 'vitest';
import { ImageListQuerySchema, ImageQuerySchema, UploadFieldsSchema, referencedImageIds } from './image.schema';

describe('the images a checklist references', () => {
  it('when answers and rejected answers in the history hold image refs, then all of them count, once each', () => {
    const ids = referencedImageIds(
      [{ answer: ['image_ref://a1', 'image_ref://b2'] }, { answer: true }, { answer: ['image_ref://c3'] }],
      [{ answer: ['image_ref://old'] }, { answer: ['image_ref://a1'] }],
    );
    expect([...ids].sort()).toEqual(['a1', 'b2', 'c3', 'old']);
  });

  it('when a yes/no answer has justification photos, now or in a rejected answer of its history, then they count', () => {
    const ids = referencedImageIds(
      [{ answer: false, evidencePhotos: ['image_ref://prova1'] }],
      [{ answer: false, evidencePhotos: ['image_ref://prova0', 'texto'] }],
    );
    expect([...ids].sort()).toEqual(['prova0', 'prova1']);
  });

  it('when an answer holds text, data: or plain URLs or a ref that is no id, then none of them count', () => {
    const ids = referencedImageIds(
      [
        { answer: 'image_ref://texto' },
        { answer: ['data:image/png;base64,AAAA', 'https://exemplo.com/a.jpg', 'image_ref://../x', 42, null] },
        { answer: null },
      ],
      [{ answer: 'image_ref://antiga' }],
    );
    expect([...ids]).toEqual([]);
  });
});

describe('the upload fields', () => {
  it('when the ids are valid, then they pass, with the optional uploadId', () => {
    expect(UploadFieldsSchema.parse({ checklistId: 'c1', questionId: 'question_1', uploadId: 'u-1' })).toEqual({
      checklistId: 'c1',
      questionId: 'question_1',
      uploadId: 'u-1',
      location: null,
    });
  });

  it('when the position comes as form text, then it is read as numbers, kept to about 10 m', () => {
    const fields = {
      checklistId: 'c1',
      questionId: 'question_1',
      latitude: '-23.550512',
      longitude: ' -46.633349 ',
      accuracy: '12.5',
    };
    expect(UploadFieldsSchema.parse(fields).location).toEqual({
      latitude: -23.5505,
      longitude: -46.6333,
      accuracy: 13,
    });
  });

  it.each([
    [
      { latitude: '91', longitude: '0', accuracy: '5' },
      'Localização inválida: a latitude deve ser um número entre -90 e 90',
    ],
    [
      { latitude: 'norte', longitude: '0', accuracy: '5' },
      'Localização inválida: a latitude deve ser um número entre -90 e 90',
    ],
    [
      { latitude: '0', longitude: '-180.5', accuracy: '5' },
      'Localização inválida: a longitude deve ser um número entre -180 e 180',
    ],
    [
      { latitude: '0', longitude: '0', accuracy: '-1' },
      'Localização inválida: a precisão deve ser um número de metros, zero ou mais',
    ],
    [
      { latitude: '0', longitude: '0', accuracy: '' },
      'Localização inválida: a precisão deve ser um número de metros, zero ou mais',
    ],
    [{ latitude: '0', longitude: '0' }, 'Localização incompleta: envie latitude, longitude e precisão'],
  ])('when the position is %j, then "%s"', (position, message) => {
    const result = UploadFieldsSchema.safeParse({ checklistId: 'c1', questionId: 'question_1', ...position });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('when a field is unknown or an id could be a path, then they are refused', () => {
    expect(UploadFieldsSchema.safeParse({ checklistId: 'c1', questionId: 'question_1', companyId: 'b' }).success).toBe(
      false,
    );
    expect(UploadFieldsSchema.safeParse({ checklistId: '../c1', questionId: 'question_1' }).success).toBe(false);
    expect(UploadFieldsSchema.safeParse({ checklistId: 'c1', questionId: 'question_1', uploadId: 'a/b' }).success).toBe(
      false,
    );
  });

  it('when the image is asked for, then full is the default size and only full or thumb exist', () => {
    expect(ImageQuerySchema.parse({})).toEqual({ size: 'full' });
    expect(ImageQuerySchema.safeParse({ size: 'original' }).success).toBe(false);
  });

  it('when the list is paged, then a search or an unknown field is refused', () => {
    expect(ImageListQuerySchema.parse({ page: '2' })).toEqual({ page: 2, pageSize: 25 });
    expect(ImageListQuerySchema.safeParse({ search: 'x' }).success).toBe(false);
  });
});
