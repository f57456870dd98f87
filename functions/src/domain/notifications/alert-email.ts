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
  webhook_disabled: 'Webhook desativado',
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

/** 'Olá, Ana!' from 'Ana Souza'; 'Olá!' without a name. */
export function greetingOf(personName: string): string {
  const first = personName.trim().split(/\s+/)[0];
  return first ? `Olá, ${first}!` : 'Olá!';
}

/** A message of the company to one person by e-mail, in pt-BR: alerts, and the links sent to a workshop. */
export interface CompanyEmailInput {
  companyName: string;
  /** The company's logo as an absolute URL, or null (the company's name stands alone). */
  logoUrl: string | null;
  /** 'Olá, Ana!' */
  greeting: string;
  title: string;
  /** Paragraphs of the message, each link absolute. */
  lines: readonly AlertLine[];
  /** The one button: what it opens, absolute. */
  action: { label: string; url: string };
  /** Alerts name their kind and a one-click way out; a message sent once on purpose (a workshop's link) has none. */
  unsubscribe: { kindLabel: string; url: string } | null;
}

/** The company's message as an e-mail: the subject names the company, HTML and plain text say the same. */
export function companyEmail(input: CompanyEmailInput): RenderedEmail {
  const { greeting } = input;
  const footer = `Você recebe este e-mail da ${input.companyName} pelo CheckFrota.`;
  const off = input.unsubscribe
    ? `Não quer mais receber e-mails de “${input.unsubscribe.kindLabel}”? Desative aqui, sem precisar entrar:`
    : null;
  const e = escapeHtml;
  const header = input.logoUrl
    ? `<img src="${e(input.logoUrl)}" alt="${e(input.companyName)}" style="max-height:48px">`
    : `<strong style="font-size:18px">${e(input.companyName)}</strong>`;
  const way =
    input.unsubscribe && off ? `<br>${e(off)} <a href="${e(input.unsubscribe.url)}">Desativar estes e-mails</a>` : '';
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
    `<p><a href="${e(input.action.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${e(input.action.label)}</a></p>`,
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">`,
    `<p style="font-size:12px;color:#6b7280">${e(footer)}${way}</p>`,
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
    `${input.action.label}: ${input.action.url}`,
    '',
    '--',
    footer,
    ...(input.unsubscribe && off ? [off, input.unsubscribe.url] : []),
  ].join('\n');
  return { subject: `${input.companyName}: ${input.title}`, html, text };
}

/** The alert as an e-mail: opens its screen in the app, and its kind can be turned off from it. */
export const alertEmail = ({ kind, link, unsubscribeUrl, personName, ...message }: AlertEmailInput): RenderedEmail =>
  companyEmail({
    ...message,
    greeting: greetingOf(personName),
    action: { label: 'Abrir no CheckFrota', url: link },
    unsubscribe: { kindLabel: ALERT_KIND_LABELS[kind], url: unsubscribeUrl },
  });
