import type { AlertKind } from './alerts';

/** How each kind of alert is named to the person who may turn its e-mails off (pt-BR). */
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  checklist_assigned: 'Checklist atribuído',
  checklist_overdue: 'Checklist atrasado',
  checklist_rejected: 'Questões para corrigir',
  checklist_approved: 'Checklist aprovado',
  account_changed: 'Alterações na sua conta',
  checklist_due_soon: 'Checklist vence em breve',
  checklist_missed: 'Checklist não realizado',
  vehicle_custody_changed: 'Troca de motorista',
  deadline_approaching: 'Vencimentos',
  vehicle_out_of_service: 'Veículo fora de serviço',
  daily_summary: 'Resumo diário',
};

/** A paragraph of a message; with a link, the screen it is about (a path in the outbox, absolute in the e-mail). */
export type AlertLine = string | { text: string; link: string };

/** The paragraph's words alone (WhatsApp's template parameter, the bell). */
export const lineText = (line: AlertLine) => (typeof line === 'string' ? line : line.text);

/** The paragraph with its link made absolute on `origin`. */
export const absoluteLine = (line: AlertLine, origin: string): AlertLine =>
  typeof line === 'string' ? line : { text: line.text, link: `${origin}${line.link}` };

export interface AlertEmailInput {
  companyName: string;
  /** The company's logo as an absolute URL, or null (the company's name stands alone). */
  logoUrl: string | null;
  personName: string;
  kind: AlertKind;
  title: string;
  /** Paragraphs of the message, each link absolute. */
  lines: readonly AlertLine[];
  /** The screen the alert is about, absolute. */
  link: string;
  /** One click turns this kind of e-mail off for this person, without signing in. */
  unsubscribeUrl: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The alert as an e-mail in pt-BR: the subject names the company, HTML and plain text say the same. */
export function alertEmail(input: AlertEmailInput): RenderedEmail {
  const kindLabel = ALERT_KIND_LABELS[input.kind];
  const firstName = input.personName.trim().split(/\s+/)[0] || input.personName;
  const greeting = firstName ? `Olá, ${firstName}!` : 'Olá!';
  const footer = `Você recebe este e-mail da ${input.companyName} pelo CheckFrota.`;
  const off = `Não quer mais receber e-mails de “${kindLabel}”? Desative aqui, sem precisar entrar:`;
  const e = escapeHtml;
  const header = input.logoUrl
    ? `<img src="${e(input.logoUrl)}" alt="${e(input.companyName)}" style="max-height:48px">`
    : `<strong style="font-size:18px">${e(input.companyName)}</strong>`;
  const html = [
    '<!doctype html>',
    '<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${e(input.title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;margin:0;padding:24px">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<div style="margin-bottom:16px">${header}</div>`,
    `<p>${e(greeting)}</p>`,
    `<h1 style="font-size:20px;margin:0 0 12px">${e(input.title)}</h1>`,
    ...input.lines.map((line) =>
      typeof line === 'string'
        ? `<p>${e(line)}</p>`
        : `<p>${e(line.text)} <a href="${e(line.link)}">Ver no CheckFrota</a></p>`,
    ),
    `<p><a href="${e(input.link)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Abrir no CheckFrota</a></p>`,
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">`,
    `<p style="font-size:12px;color:#6b7280">${e(footer)}<br>${e(off)} <a href="${e(input.unsubscribeUrl)}">Desativar estes e-mails</a></p>`,
    '</div></body></html>',
  ].join('\n');
  const text = [
    input.companyName,
    '',
    greeting,
    '',
    input.title,
    '',
    ...input.lines.map((line) => (typeof line === 'string' ? line : `${line.text}\nVer no CheckFrota: ${line.link}`)),
    '',
    `Abrir no CheckFrota: ${input.link}`,
    '',
    '--',
    footer,
    off,
    input.unsubscribeUrl,
  ].join('\n');
  return { subject: `${input.companyName}: ${input.title}`, html, text };
}
