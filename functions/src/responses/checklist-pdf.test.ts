import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AnswerHistoryRecord, Checklist, ChecklistQuestion } from '../domain/checklists/checklist.schema';
import type { Defect } from '../domain/fleet/defect';
import { readPdfText } from '../testing/pdf-text';
import { renderChecklistReport, type ChecklistReport } from './checklist-pdf';

const at = '2026-11-23T13:30:00.000Z';

function question(id: string, overrides: Partial<ChecklistQuestion>): ChecklistQuestion {
  return {
    id,
    type: 'text',
    question: `Pergunta ${id}`,
    required: true,
    order: 1,
    answer: null,
    answeredAt: at,
    comment: null,
    evidencePhotos: [],
    status: 'approved',
    rejectionReason: null,
    reviewedAt: at,
    reviewedBy: 'Ana Souza',
    corrections: 0,
    archivedRejectionAt: null,
    ...overrides,
  } as ChecklistQuestion;
}

function checklist(questions: ChecklistQuestion[]): Checklist {
  return {
    id: 'c1',
    companyId: 'alfa',
    userId: 'u1',
    userName: 'João da Silva',
    templateId: 't1',
    templateName: 'Inspeção diária',
    status: 'approved',
    dueDate: at,
    assignedAt: at,
    assignedBy: 'ana@alfa.dev',
    startedAt: at,
    completedAt: at,
    submittedAt: at,
    durationSeconds: 0,
    overdueAt: null,
    questionsCount: questions.length,
    answeredCount: questions.length,
    questions,
  };
}

/** A vehicle inspection of the truck with these questions. */
const inspection = (questions: ChecklistQuestion[]): Checklist => ({
  ...checklist(questions),
  templateKind: 'vehicle_inspection',
  vehicle: { id: 'v1', name: 'Caminhão Baú 3', plate: 'ABC1234' },
});

/** 'Freios funcionando?', a critical item, failed (Não). */
const failedBrakes = (overrides: Partial<ChecklistQuestion> = {}) =>
  question('question_2', {
    type: 'boolean',
    question: 'Freios funcionando?',
    answer: false,
    failingAnswer: false,
    severity: 'critical',
    ...overrides,
  });

const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366cc' } })
    .jpeg({ quality: 80 })
    .toBuffer();

function report(
  c: Checklist,
  images: Map<string, Buffer>,
  timeZone = 'America/Sao_Paulo',
  history: AnswerHistoryRecord[] = [],
): ChecklistReport {
  return {
    companyName: 'Transportes Alfa',
    timeZone,
    checklist: c,
    history,
    approvedAt: at,
    generatedAt: new Date(at),
    logo: null,
    images,
  };
}

describe('the checklist report', () => {
  it('when an approved checklist is rendered, then it has the spec texts, its answers, the evidence and a footer on every page', async () => {
    const c = checklist([
      question('question_1', { type: 'boolean', question: 'Os faróis funcionam?', answer: true }),
      question('question_2', {
        type: 'text',
        question: 'Observações',
        answer: 'Pneu dianteiro trocado',
        corrections: 1,
        archivedRejectionAt: at,
      }),
      question('question_3', { type: 'measurement', unit: 'km', question: 'Hodômetro', answer: 120500 }),
      question('question_4', { type: 'boolean', question: 'Extintor no prazo?', answer: false }),
    ]);
    const correction: AnswerHistoryRecord = {
      checklistId: 'c1',
      questionId: 'question_2',
      seq: 1,
      userId: 'u1',
      answer: 'ok',
      answeredAt: at,
      rejectionReason: 'Descreva melhor',
      rejectedAt: at,
      rejectedBy: 'Bruno Lima',
    };
    const pdf = await renderChecklistReport(report(c, new Map(), 'America/Sao_Paulo', [correction]));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = readPdfText(pdf);
    for (const expected of [
      'RELATÓRIO DE CHECKLIST',
      'Transportes Alfa',
      'Inspeção diária',
      'João da Silva',
      'TOTAL',
      'APROVADAS',
      'REJEITADAS',
      'PENDENTES',
      'Questão 1',
      'Questão 4',
      'Resposta:',
      'SIM',
      'NÃO',
      '120.500 km',
      'Pneu dianteiro trocado',
      'Correções:',
      'Resposta anterior: ok',
      'Descreva melhor',
      'rejeitada por Bruno Lima',
      'Aprovada por Ana Souza em 23/11/2026 10:30',
    ]) {
      expect(text.replace(/\n/g, '')).toContain(expected);
    }
    pages.forEach((page, i) => {
      expect(page).toContain('DOCUMENTO CONFIDENCIAL');
      expect(page).toContain(`Página ${i + 1} de ${pages.length}`);
    });
  });

  it.each(['http://127.0.0.1:5/verificar/abc', `https://checkfrota-producao.web.app/verificar/${'x'.repeat(20)}`])(
    "when the public check's link is %s, then every page's number and the link read whole, each on its line",
    async (url) => {
      const c = checklist([question('q1', {}), question('q2', {})]);
      const pdf = await renderChecklistReport({
        ...report(c, new Map()),
        verification: { number: 'CK-2026-000123', version: 1, url },
      });
      const { pages } = readPdfText(pdf);
      for (const [index, text] of pages.entries()) {
        expect(text.split('\n')).toContain(`Página ${index + 1} de ${pages.length}`);
        expect(text.split('\n')).toContain(`Verifique em ${url}`);
      }
    },
  );

  it("when the company is in Manaus, then every date of the report is on its clock (an hour behind São Paulo's)", async () => {
    const c = checklist([
      question('question_1', { type: 'boolean', question: 'Os faróis funcionam?', answer: true }),
      question('question_2', { type: 'datetime', question: 'Quando saiu?', answer: '2026-11-23T12:00:00.000Z' }),
    ]);
    const { text } = readPdfText(await renderChecklistReport(report(c, new Map(), 'America/Manaus')));
    const flat = text.replace(/\n/g, '');
    expect(flat).toContain('Aprovada por Ana Souza em 23/11/2026 09:30');
    expect(flat).toContain('23/11/2026 08:00');
    expect(flat).not.toContain('10:30');
  });

  it('when photos are readable or not, then the readable ones are embedded at most 80 mm tall and each other one prints its placeholder', async () => {
    const image = await photo();
    const questions = Array.from({ length: 6 }, (_, i) =>
      question(`question_p${i}`, {
        type: 'photo',
        question: `Foto ${i}`,
        answer: ['image_ref://ok', 'http://169.254.169.254/latest', 'image_ref://outra'],
      }),
    );
    const pdf = await renderChecklistReport(report(checklist(questions), new Map([['ok', image]])));
    const { pages, text, contents } = readPdfText(pdf);
    expect(text).toContain('Erro ao carregar imagem 2 de 3');
    expect(text).toContain('Erro ao carregar imagem 3 de 3');
    expect(text).not.toContain('Erro ao carregar imagem 1 de 3');
    // The one photo is embedded once though six answers show it; 80 mm tall each, so it takes pages.
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(1);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const heights = [...contents.join('\n').matchAll(/[\d.]+ 0 0 (-?[\d.]+) [\d.]+ [\d.]+ cm\s*\/I\d+ Do/g)].map((m) =>
      Math.abs(Number(m[1])),
    );
    expect(heights.length).toBe(6);
    for (const h of heights) expect(h).toBeLessThanOrEqual((80 * 72) / 25.4 + 0.01);
  });

  it('when a single photo cannot be read, then it prints the placeholder without a count', async () => {
    const c = checklist([question('question_1', { type: 'photo', answer: ['image_ref://sumida'] })]);
    const { text } = readPdfText(await renderChecklistReport(report(c, new Map())));
    expect(text.split('\n')).toContain('Erro ao carregar imagem');
  });

  it('when a vehicle inspection is rendered, then it shows the vehicle, the odometer reading with its flag and the defects it reported', async () => {
    const c: Checklist = {
      ...inspection([
        question('question_1', {
          type: 'odometer',
          question: 'Hodômetro',
          answer: 45_230,
          odometerCheck: 'below_last',
        }),
        failedBrakes(),
      ]),
      startedVia: 'qr',
    };
    const defect = (id: string, title: string, severity: Defect['severity'], status: Defect['status']): Defect =>
      ({ id, title, severity, status }) as Defect;

    const { text } = readPdfText(
      await renderChecklistReport({
        ...report(c, new Map()),
        defects: [
          defect('d1', 'Freios funcionando?', 'critical', 'open'),
          defect('d2', 'Retrovisor quebrado', 'non_critical', 'resolved'),
        ],
      }),
    );

    const flat = text.replace(/\n/g, '');
    for (const expected of [
      'Caminhão Baú 3 (ABC-1234)',
      '45.230 km (leitura menor que a última registrada)',
      'Defeitos',
      'Freios funcionando?',
      'Crítico',
      'Aberto',
      'Retrovisor quebrado',
      'Não crítico',
      'Resolvido',
      'Aberto pelo link da etiqueta',
    ])
      expect(flat).toContain(expected);
    const { text: assigned } = readPdfText(
      await renderChecklistReport(report({ ...c, startedVia: undefined }, new Map())),
    );
    expect(assigned).not.toContain('Aberto pelo link da etiqueta');
    expect(assigned).not.toContain('Localização registrada no início');

    // An assigned start whose template required the position prints where it was taken.
    const yard = { latitude: -23.5257, longitude: -46.6663, accuracy: 12 };
    const { text: located } = readPdfText(
      await renderChecklistReport(
        report({ ...c, startedVia: undefined, startPlace: { location: yard, nearVehicle: null } }, new Map()),
      ),
    );
    expect(located.replace(/\n/g, ' ')).toContain('Localização registrada no início: -23.5257, -46.6663 (±12 m)');
  });

  it('when an inspection item failed, then its answer is marked with its severity and the comment and photos print right under it; a reading has its unit', async () => {
    const c = inspection([
      question('question_1', { type: 'odometer', question: 'Hodômetro', answer: 45_230 }),
      failedBrakes({
        comment: 'Pedal do freio baixo, demora para parar.',
        evidencePhotos: ['image_ref://pedal', 'image_ref://sumida'],
      }),
      question('question_3', {
        type: 'boolean',
        question: 'Há vazamentos visíveis?',
        answer: true,
        failingAnswer: true,
        severity: 'non_critical',
      }),
      question('question_4', {
        type: 'boolean',
        question: 'Buzina funcionando?',
        answer: true,
        failingAnswer: false,
      }),
    ]);
    const pdf = await renderChecklistReport(report(c, new Map([['pedal', await photo()]])));
    const lines = readPdfText(pdf).text.split('\n');
    const after = (line: string, count: number) =>
      lines.slice(lines.indexOf(line) + 1, lines.indexOf(line) + 1 + count);

    expect(lines).toContain('Resposta: 45.230 km');
    expect(after('Freios funcionando?', 5)).toEqual([
      'Resposta: NÃO  Falha (Crítico)',
      'Comentário: Pedal do freio baixo, demora para parar.',
      'Fotos:',
      // The one readable photo is drawn (no text); the other prints its placeholder.
      'Erro ao carregar imagem 2 de 2',
      'Respondida em 23/11/2026 10:30',
    ]);
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(1);
    expect(after('Há vazamentos visíveis?', 1)).toEqual(['Resposta: SIM  Falha (Não crítico)']);
    // An item that passed is not marked, and has no comment or photos to show.
    expect(after('Buzina funcionando?', 2)).toEqual(['Resposta: SIM', 'Respondida em 23/11/2026 10:30']);
  });

  it('when a general checklist is rendered, then it has no vehicle, odometer or defects section', async () => {
    const c = checklist([question('question_1', { type: 'boolean', question: 'Limpo?', answer: true })]);
    const { text } = readPdfText(await renderChecklistReport(report(c, new Map())));
    for (const absent of ['Veículo', 'Hodômetro', 'Defeitos']) expect(text).not.toContain(absent);
  });
});
