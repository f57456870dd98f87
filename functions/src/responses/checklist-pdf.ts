import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../platform/pdf';
import { formatDateTimeBR } from '../domain/dates';
import {
  CHECKLIST_STATUS_LABELS,
  type AnswerHistoryEntry,
  type AnswerHistoryRecord,
  type Checklist,
  type ChecklistQuestion,
} from '../domain/checklists/checklist.schema';
import {
  QUESTION_STATUS_LABELS,
  REPORT_COLORS,
  REPORT_TEXTS as T,
  answerText,
  failureMark,
  imageErrorText,
  photoSlots,
} from '../domain/checklists/report';
import { questionReviewCounts } from '../domain/checklists/review.schema';
import { DEFECT_STATUS_LABELS, type Defect } from '../domain/fleet/defect';
import { MAX_KM_PER_DAY, type OdometerCheck } from '../domain/fleet/inspection';
import { formatPlate } from '../domain/fleet/plate';
import { DEFECT_SEVERITY_LABELS } from '../domain/templates/template.schema';
import type { CompanyLetterhead } from '../domain/companies/company.schema';
import { formatCnpj, isValidCnpj } from '../domain/companies/cnpj';
import { imageIdOf } from '../domain/checklists/answer.schema';
import { startedAtPlace, startedViaQrLabel } from '../domain/checklists/start-place';
import {
  SIGNATURE_TEXTS,
  approvalLines,
  approvalRecord,
  questionSigner,
  signerLines,
  type Signer,
} from '../domain/checklists/signature';

/** Everything the report shows, read beforehand: the renderer reads no file and fetches nothing. */
export interface ChecklistReport {
  companyName: string;
  /** The issuer every page's header prints: razão social, CNPJ and address. */
  letterhead?: CompanyLetterhead;
  /** The approval's report number and version, and the public check's URL every page's footer links (QR code and text). */
  verification?: ReportVerification;
  /** The company's time zone: every date of the report is on its clock. */
  timeZone: string;
  checklist: Checklist;
  /** Its rejected answers, corrected since (the answer history), oldest first within each question. */
  history: readonly AnswerHistoryRecord[];
  /** When the checklist was approved (its last review). */
  approvedAt: string | null;
  generatedAt: Date;
  /** The company logo as a PNG data URL, or null (a missing logo is left out). */
  logo: string | null;
  /**
   * The photos that could be read, by image id, as JPEG bytes (PHOTO_BOX_PX at most); any other
   * slot prints the error text. Rendering consumes it: each photo is dropped once drawn.
   */
  images: Map<string, Buffer>;
  /** A vehicle inspection's defects that this checklist opened or was reported again on. */
  defects?: readonly Defect[];
}

export interface ReportVerification {
  number: string;
  version: number;
  url: string;
}

const MM = 72 / 25.4;
const MARGIN = 20 * MM;
const CONTENT_WIDTH = 210 * MM - 2 * MARGIN;
const MAX_PHOTO_HEIGHT = 80 * MM;
const GRAY = '#4b5563';
/** Photos are printed at most this many dots per inch: each is shrunk to it before the layout. */
const PHOTO_DPI = 120;
/** The largest a photo is printed, in pixels at PHOTO_DPI: what the report keeps of each photo. */
export const PHOTO_BOX_PX = {
  width: Math.round((CONTENT_WIDTH / 72) * PHOTO_DPI),
  height: Math.round((MAX_PHOTO_HEIGHT / 72) * PHOTO_DPI),
};
/** Not an image id (ID_PATTERN has no '#'), so no photo can take its place. */
const LOGO_KEY = 'logo#';
/** A signature's drawing is printed at most this size: a signature line's width, a few lines high. */
const SIGNATURE_BOX: [number, number] = [70 * MM, 25 * MM];

/** The footer's QR code's side: about 0.5 mm a module at the link's length, what phone cameras read on paper. */
const QR_SIZE = 44;

const when = (iso: string | null, timeZone: string) => (iso ? formatDateTimeBR(iso, timeZone) : '—');

function infoRow(label: string, value: string, color?: string): Content[] {
  return [
    { text: label, bold: true },
    { text: value, ...(color ? { color, bold: true } : {}) },
  ];
}

const km = (value: number) => `${value.toLocaleString('pt-BR')} km`;

/** The reviewer's flag on an odometer reading, as the report prints it beside the reading. */
const ODOMETER_FLAG_TEXTS: Record<OdometerCheck, string> = {
  below_last: 'leitura menor que a última registrada',
  too_far: `leitura mais de ${km(MAX_KM_PER_DAY)} por dia acima da última registrada`,
};

/** 'Veículo', 'Hodômetro' and a start by the vehicle's QR code rows of an inspection; none for a general checklist. */
function vehicleRows(checklist: Checklist, timeZone: string): Content[][] {
  if (!checklist.vehicle) return [];
  const rows = [infoRow('Veículo', `${checklist.vehicle.name} (${formatPlate(checklist.vehicle.plate)})`)];
  const odometer = checklist.questions.find((q) => q.type === 'odometer');
  if (odometer && typeof odometer.answer === 'number') {
    const flag = odometer.odometerCheck ? ` (${ODOMETER_FLAG_TEXTS[odometer.odometerCheck]})` : '';
    const reading = answerText(odometer, odometer.answer);
    rows.push(infoRow('Hodômetro', `${reading}${flag}`, flag ? REPORT_COLORS.rejected : undefined));
  }
  // What a start through the label's link shows: by the vehicle only when the position taken then says so.
  if (checklist.startedVia === 'qr') rows.push(infoRow('Início', startedViaQrLabel(checklist.startPlace, timeZone)));
  else if (checklist.startPlace) rows.push(infoRow('Início', startedAtPlace(checklist.startPlace)));
  return rows;
}

/** The defects the inspection opened or joined, with their severity and where each stands now. */
function defectsBlock(defects: readonly Defect[]): Content[] {
  if (defects.length === 0) return [];
  return [
    { text: 'Defeitos', fontSize: 12, bold: true, margin: [0, 0, 0, 6] },
    {
      table: {
        headerRows: 1,
        widths: ['*', 70, 110],
        body: [
          [
            { text: 'Item', bold: true },
            { text: 'Gravidade', bold: true },
            { text: 'Situação', bold: true },
          ],
          ...defects.map((d): Content[] => [
            d.title,
            {
              text: DEFECT_SEVERITY_LABELS[d.severity],
              ...(d.severity === 'critical' && { color: REPORT_COLORS.rejected, bold: true }),
            },
            DEFECT_STATUS_LABELS[d.status],
          ]),
        ],
      },
      layout: { hLineColor: () => '#d1d5db', vLineColor: () => '#d1d5db' },
      margin: [0, 0, 0, 16],
    },
  ];
}

function statBoxes(checklist: Checklist): Content {
  const counts = questionReviewCounts(checklist.questions);
  const box = (label: string, value: number, color: string): Content => ({
    stack: [
      { text: String(value), fontSize: 18, bold: true, color, alignment: 'center' },
      { text: label, fontSize: 8, bold: true, color: GRAY, alignment: 'center' },
    ],
    margin: [0, 6, 0, 6],
  });
  return {
    table: {
      widths: ['*', '*', '*', '*'],
      body: [
        [
          box(T.stats.total, checklist.questions.length, '#111827'),
          box(T.stats.approved, counts.approved, REPORT_COLORS.approved),
          box(T.stats.rejected, counts.rejected, REPORT_COLORS.rejected),
          box(T.stats.pending, counts.pending, REPORT_COLORS.pending),
        ],
      ],
    },
    layout: { hLineColor: () => '#d1d5db', vLineColor: () => '#d1d5db' },
    margin: [0, 12, 0, 16],
  };
}

function photos(answer: unknown, images: ReadonlyMap<string, Buffer>): Content[] {
  const slots = photoSlots(answer);
  return slots.map((imageId, index): Content => {
    const found = imageId ? images.get(imageId) : undefined;
    if (!found)
      return {
        text: imageErrorText(index, slots.length),
        italics: true,
        color: REPORT_COLORS.rejected,
        margin: [0, 2, 0, 2],
      };
    return { image: imageId!, fit: [CONTENT_WIDTH, MAX_PHOTO_HEIGHT], margin: [0, 4, 0, 4] };
  });
}

/**
 * A signature block: a title, the drawing above a line (or the error text when it could not be
 * read), then the signer's lines (signerLines). Kept on one page.
 */
function signatureBlock(
  title: string | null,
  signer: Signer & { image: string },
  images: ReadonlyMap<string, Buffer>,
  timeZone: string,
): Content {
  const imageId = imageIdOf(signer.image);
  const drawn: Content =
    imageId && images.has(imageId)
      ? { image: imageId, fit: SIGNATURE_BOX, margin: [0, 2, 0, 0] }
      : { text: SIGNATURE_TEXTS.noDrawing, italics: true, color: REPORT_COLORS.rejected, margin: [0, 2, 0, 2] };
  const [name, ...rest] = signerLines(signer, timeZone);
  return {
    unbreakable: true,
    stack: [
      ...(title ? [{ text: title, bold: true, margin: [0, 0, 0, 2] } as Content] : []),
      drawn,
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: SIGNATURE_BOX[0], y2: 0, lineWidth: 0.5, lineColor: GRAY }] },
      { text: name!, bold: true, margin: [0, 2, 0, 0] },
      ...rest.map((line): Content => ({ text: line, fontSize: 8, color: GRAY })),
    ],
    margin: [0, 4, 0, 8],
  };
}

/** The closing 'Assinaturas': the field user's at the submit (when asked), and the approving admin. */
function signaturesSection(report: ChecklistReport): Content[] {
  const { checklist, timeZone } = report;
  const approval = approvalRecord(checklist.status, checklist.questions);
  if (!checklist.submitSignature && !approval) return [];
  return [
    { text: SIGNATURE_TEXTS.section, fontSize: 12, bold: true, margin: [0, 4, 0, 6] },
    ...(checklist.submitSignature
      ? [signatureBlock(SIGNATURE_TEXTS.submit, checklist.submitSignature, report.images, timeZone)]
      : []),
    ...(approval
      ? [
          {
            unbreakable: true,
            stack: [
              { text: SIGNATURE_TEXTS.approval, bold: true, margin: [0, 0, 0, 2] },
              ...approvalLines(approval, timeZone).map((line, i): Content =>
                i === 0 ? { text: line } : { text: line, fontSize: 8, color: GRAY },
              ),
            ],
            margin: [0, 4, 0, 8],
          } as Content,
        ]
      : []),
  ];
}

function correction(question: ChecklistQuestion, entry: AnswerHistoryEntry, timeZone: string): Content {
  const by = entry.rejectedBy ? ` por ${entry.rejectedBy}` : '';
  const at = entry.rejectedAt ? ` em ${formatDateTimeBR(entry.rejectedAt, timeZone)}` : '';
  return {
    text: `Resposta anterior: ${answerText(question, entry.answer, timeZone)} (enviada em ${when(entry.answeredAt, timeZone)}); rejeitada${by}${at}. Motivo: ${entry.rejectionReason}`,
    fontSize: 8,
    color: GRAY,
  };
}

function questionBlock(
  question: ChecklistQuestion,
  index: number,
  images: ReadonlyMap<string, Buffer>,
  timeZone: string,
  history: readonly AnswerHistoryEntry[],
): Content {
  const color = REPORT_COLORS[question.status];
  const evidence: Content[] = [
    { text: `Respondida em ${when(question.answeredAt, timeZone)}`, fontSize: 8, color: GRAY },
  ];
  if (question.status !== 'pending' && question.reviewedAt) {
    const verb = question.status === 'approved' ? 'Aprovada' : 'Rejeitada';
    evidence.push({
      text: `${verb} por ${question.reviewedBy ?? '—'} em ${formatDateTimeBR(question.reviewedAt, timeZone)}`,
      fontSize: 8,
      color: GRAY,
    });
  }
  if (history.length > 0) {
    evidence.push({ text: 'Correções:', fontSize: 8, bold: true, color: GRAY, margin: [0, 2, 0, 0] });
    for (const entry of history) evidence.push(correction(question, entry, timeZone));
  }
  const failure = failureMark(question);
  const signer = question.type === 'signature' ? questionSigner(question) : null;
  const answer: Content[] = signer
    ? [{ text: T.answer, bold: true }, signatureBlock(null, signer, images, timeZone)]
    : question.type === 'photo'
      ? [
          { text: T.answer, bold: true },
          ...(photoSlots(question.answer).length ? photos(question.answer, images) : [{ text: T.noAnswer }]),
        ]
      : [
          {
            text: [
              { text: `${T.answer} `, bold: true },
              answerText(question, question.answer, timeZone),
              ...(failure ? [{ text: `  ${failure}`, bold: true, color: REPORT_COLORS.rejected }] : []),
            ],
          },
        ];
  // What the field user said of the answer, right under it: their comment and the photos they took.
  const said: Content[] = [
    ...(question.comment
      ? [{ text: [{ text: `${T.comment} `, bold: true }, question.comment], margin: [0, 2, 0, 0] } as Content]
      : []),
    ...(question.evidencePhotos.length > 0
      ? [{ text: T.evidence, bold: true, margin: [0, 2, 0, 0] } as Content, ...photos(question.evidencePhotos, images)]
      : []),
  ];
  return {
    stack: [
      {
        columns: [
          { text: T.question(index + 1), bold: true, fontSize: 11 },
          { text: QUESTION_STATUS_LABELS[question.status], bold: true, color, alignment: 'right', width: 'auto' },
        ],
      },
      { text: question.question, margin: [0, 2, 0, 4] },
      ...answer,
      ...said,
      ...(question.status === 'rejected' && question.rejectionReason
        ? [
            {
              text: [{ text: `${T.rejectionReason} `, bold: true }, question.rejectionReason],
              color: REPORT_COLORS.rejected,
              margin: [0, 4, 0, 0],
            } as Content,
          ]
        : []),
      { stack: evidence, margin: [0, 4, 0, 0] },
    ],
    margin: [0, 0, 0, 12],
  };
}

/** Every page's header: the logo and the issuer on the left, the report's number on the right. */
function pageHeader(report: ChecklistReport): Content {
  const letterhead = report.letterhead;
  const issuer: Content[] = [{ text: letterhead?.name ?? report.companyName, bold: true, fontSize: 9 }];
  if (letterhead?.cnpj && isValidCnpj(letterhead.cnpj))
    issuer.push({ text: `CNPJ ${formatCnpj(letterhead.cnpj)}`, fontSize: 7.5, color: GRAY });
  if (letterhead?.address) issuer.push({ text: letterhead.address, fontSize: 7.5, color: GRAY });
  const number: Content[] = report.verification
    ? [
        { text: 'Relatório nº', fontSize: 7, color: GRAY, alignment: 'right' },
        { text: report.verification.number, bold: true, fontSize: 10, alignment: 'right' },
        { text: `Versão ${report.verification.version}`, fontSize: 7, color: GRAY, alignment: 'right' },
      ]
    : [];
  return {
    columns: [
      ...(report.logo ? [{ image: LOGO_KEY, width: 26, height: 26, margin: [0, 0, 8, 0] } as Content] : []),
      { stack: issuer, width: '*' },
      ...(number.length ? [{ stack: number, width: 'auto' } as Content] : []),
    ],
    margin: [MARGIN, 7 * MM, MARGIN, 0],
  };
}

/** Wide enough for 'Página 999 de 999' at 8 pt. */
const PAGE_NUMBER_WIDTH = 80;

/** Every page's footer: the public check's QR code and link, 'DOCUMENTO CONFIDENCIAL' and 'Página X de Y'. */
function pageFooter(report: ChecklistReport, currentPage: number, pageCount: number): Content {
  const url = report.verification?.url;
  return {
    columns: [
      // The QR's width is fixed too: as 'auto' it claims more than it draws and the link wraps.
      ...(url ? [{ qr: url, fit: QR_SIZE, eccLevel: 'M', margin: [0, 0, 8, 0], width: QR_SIZE + 8 } as Content] : []),
      {
        stack: [
          { text: T.footer, bold: true, fontSize: 8, color: GRAY },
          ...(url ? [{ text: `Verifique em ${url}`, fontSize: 7, color: GRAY, link: url } as Content] : []),
        ],
        width: '*',
        margin: [0, url ? 10 : 0, 0, 0],
      },
      {
        text: T.page(currentPage, pageCount),
        fontSize: 8,
        color: GRAY,
        alignment: 'right',
        // A fixed width: an 'auto' column shrinks to its longest word when the link beside it is
        // long (a long origin), and 'Página 1 de 2' would break over two lines.
        width: PAGE_NUMBER_WIDTH,
        margin: [0, url ? 10 : 0, 0, 0],
      },
    ],
    margin: [MARGIN, url ? 2 * MM : MARGIN / 2, MARGIN, 0],
  };
}

/** The report's pdfmake definition (spec section 9): a fresh object each call, as pdfmake mutates it. */
export function checklistReportDefinition(report: ChecklistReport): TDocumentDefinitions {
  const { checklist } = report;
  const templateName = checklist.templateName || T.templateFallback;
  // Each photo by its id: renderChecklistReport hands renderPdf the bytes under the same names.
  const images: Record<string, string> = Object.fromEntries([...report.images.keys()].map((id) => [id, id]));
  const header: Content = {
    stack: [
      { text: T.title, fontSize: 16, bold: true },
      { text: report.companyName, color: GRAY },
    ],
    margin: [0, 0, 0, 12],
  };
  const info: Content = {
    table: {
      widths: [110, '*'],
      body: [
        infoRow('Template', templateName),
        infoRow('Usuário', checklist.userName || T.userFallback),
        ...vehicleRows(checklist, report.timeZone),
        infoRow('Status', CHECKLIST_STATUS_LABELS[checklist.status], REPORT_COLORS[checklist.status]),
        infoRow('Atribuído em', when(checklist.assignedAt, report.timeZone)),
        infoRow('Prazo', when(checklist.dueDate, report.timeZone)),
        infoRow('Iniciado em', when(checklist.startedAt, report.timeZone)),
        infoRow('Enviado em', when(checklist.submittedAt, report.timeZone)),
        infoRow('Aprovado em', when(report.approvedAt, report.timeZone)),
        infoRow('Gerado em', formatDateTimeBR(report.generatedAt.toISOString(), report.timeZone)),
      ],
    },
    layout: 'noBorders',
  };
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    info: {
      title: `Relatório de checklist - ${templateName}`,
      author: report.companyName,
      creator: 'CheckFrota',
      ...(report.verification && {
        subject: `${report.verification.number} (versão ${report.verification.version})`,
        keywords: report.verification.url,
      }),
    },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    images: report.logo ? { ...images, [LOGO_KEY]: report.logo } : images,
    content: [
      header,
      info,
      statBoxes(checklist),
      ...defectsBlock(report.defects ?? []),
      ...checklist.questions.map((q, i) =>
        questionBlock(
          q,
          i,
          report.images,
          report.timeZone,
          report.history.filter((entry) => entry.questionId === q.id),
        ),
      ),
      ...signaturesSection(report),
    ],
    header: () => pageHeader(report),
    footer: (currentPage: number, pageCount: number) => pageFooter(report, currentPage, pageCount),
  };
}

/** The report's PDF bytes; `report.images` is emptied as the photos are drawn. */
export function renderChecklistReport(report: ChecklistReport): Promise<Buffer> {
  return renderPdf(checklistReportDefinition(report), report.images);
}
