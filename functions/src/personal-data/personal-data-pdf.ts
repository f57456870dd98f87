import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { AUDIT_ACTION_LABELS } from '../domain/audit/audit';
import { CHECKLIST_STATUS_LABELS, mapLink } from '../domain/checklists/checklist.schema';
import { answerText } from '../domain/checklists/report';
import { FINE_STATUS_LABELS } from '../domain/fines/fines';
import { DEFAULT_TIME_ZONE, formatDateTimeBR, formatDayBR } from '../domain/dates';
import type { PersonalDataExport } from '../domain/users/personal-data';

const MM = 72 / 25.4;

const heading = (text: string): Content => ({ text, fontSize: 13, bold: true, margin: [0, 14, 0, 6] });
const none = (text: string): Content => ({ text, italics: true, color: '#4b5563' });

/** 'Dados de motorista', when a CNH is on record. */
function driverRows(license: PersonalDataExport['user']['driverLicense']): string[][] {
  if (!license) return [];
  const exam = license.lastToxicologicalExamDate;
  return [
    ['CNH', `${license.cnhNumber} — categoria ${license.category}, válida até ${formatDayBR(license.expiryDate)}`],
    ['Atividade remunerada (EAR)', license.ear ? 'Sim' : 'Não'],
    ['Último exame toxicológico', exam ? formatDayBR(exam) : '—'],
  ];
}

/**
 * 'Exportar dados' as a readable PDF: the person's profile, then each checklist with its answers
 * and where they were given, their notifications, photos and the audit entries about them; dates
 * in the company's time zone.
 */
export function personalDataReportDefinition(
  data: PersonalDataExport,
  companyName: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): TDocumentDefinitions {
  // Every date on the company's clock.
  const when = (iso: string | null) => (iso ? formatDateTimeBR(iso, timeZone) : '—');
  const { user } = data;
  const content: Content[] = [
    { text: 'DADOS PESSOAIS DO USUÁRIO', fontSize: 16, bold: true, alignment: 'center' },
    { text: `${companyName} — gerado em ${when(data.generatedAt)}`, alignment: 'center', margin: [0, 4, 0, 8] },
    heading('Cadastro'),
    {
      table: {
        widths: [120, '*'],
        body: [
          ['Nome', user.name],
          ['E-mail', user.email],
          ['Telefone', user.phone || '—'],
          ['Situação', user.isActive ? 'Ativo' : 'Inativo'],
          ['Cadastrado em', when(user.createdAt)],
          ['Último acesso', when(user.lastLogin)],
          ...driverRows(user.driverLicense),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    heading(`Checklists (${data.checklists.length})`),
  ];
  if (data.checklists.length === 0) content.push(none('Nenhum checklist.'));
  for (const checklist of data.checklists) {
    content.push({
      text: `${checklist.templateName} — ${CHECKLIST_STATUS_LABELS[checklist.status]}`,
      bold: true,
      margin: [0, 6, 0, 2],
    });
    content.push({
      text: `Atribuído em ${when(checklist.assignedAt)}; enviado em ${when(checklist.submittedAt)}`,
      fontSize: 9,
    });
    content.push({
      ul: checklist.questions.map((q) => {
        const where = q.location
          ? ` — local: ${q.location.latitude}, ${q.location.longitude} (${mapLink(q.location)})`
          : '';
        return {
          text: `${q.question}: ${answerText(q, q.answer, timeZone)}${q.comment ? ` — comentário: ${q.comment}` : ''}${where}`,
          fontSize: 9,
        };
      }),
    });
    const corrected = data.answerHistory.filter((entry) => entry.checklistId === checklist.id);
    if (corrected.length === 0) continue;
    content.push({ text: 'Respostas rejeitadas e corrigidas:', fontSize: 9, margin: [0, 2, 0, 0] });
    content.push({
      ul: corrected.map((entry) => {
        const q = checklist.questions.find((question) => question.id === entry.questionId);
        const where = entry.location ? ` — local: ${entry.location.latitude}, ${entry.location.longitude}` : '';
        return {
          text: `${q?.question ?? entry.questionId}: ${q ? answerText(q, entry.answer, timeZone) : '—'} (enviada em ${when(entry.answeredAt)}; rejeitada em ${when(entry.rejectedAt)}) — motivo: ${entry.rejectionReason}${where}`,
          fontSize: 9,
        };
      }),
    });
  }
  content.push(heading(`Notificações (${data.notifications.length})`));
  if (data.notifications.length === 0) content.push(none('Nenhuma notificação.'));
  else
    content.push({
      ul: data.notifications.map((n) => ({ text: `${when(n.createdAt)} — ${n.title}: ${n.body}`, fontSize: 9 })),
    });
  content.push(heading(`Fotos enviadas (${data.images.length})`));
  if (data.images.length === 0) content.push(none('Nenhuma foto.'));
  else {
    content.push({
      ul: data.images.map((i) => ({
        text: `${when(i.uploadedAt)} — imagem ${i.id}${i.location ? ` em ${i.location.latitude}, ${i.location.longitude}` : ''}`,
        fontSize: 9,
      })),
    });
  }
  content.push(heading(`Defeitos reportados (${data.defectReports.length})`));
  if (data.defectReports.length === 0) content.push(none('Nenhum defeito reportado.'));
  else
    content.push({
      ul: data.defectReports.map((r) => ({
        text: `${when(r.reportedAt)} — ${r.title} (${r.vehicle.name}, ${r.vehicle.plate})${r.comment ? ` — comentário: ${r.comment}` : ''}${r.photos.length ? ` — ${r.photos.length} foto(s)` : ''}`,
        fontSize: 9,
      })),
    });
  content.push(heading(`Multas como condutor (${data.fines.length})`));
  if (data.fines.length === 0) content.push(none('Nenhuma multa.'));
  else
    content.push({
      ul: data.fines.map((f) => ({
        text: `${when(f.occurredAt)} — auto ${f.infractionNumber} (${f.vehicle.name}, ${f.vehicle.plate}) — ${f.place} — ${FINE_STATUS_LABELS[f.status]}`,
        fontSize: 9,
      })),
    });
  content.push(heading(`Auditoria (${data.audit.length})`));
  if (data.audit.length === 0) content.push(none('Nenhuma entrada.'));
  else
    content.push({
      ul: data.audit.map((e) => ({
        text: `${when(e.at)} — ${AUDIT_ACTION_LABELS[e.action]} por ${e.actor.name}: ${e.record.label}`,
        fontSize: 9,
      })),
    });

  return {
    pageSize: 'A4',
    pageMargins: [20 * MM, 20 * MM, 20 * MM, 20 * MM],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    info: { title: `Dados pessoais — ${user.name}` },
    content,
    footer: (page, pages) => ({
      text: `Página ${page} de ${pages}`,
      alignment: 'center',
      fontSize: 8,
      margin: [0, 8, 0, 0],
    }),
  };
}
