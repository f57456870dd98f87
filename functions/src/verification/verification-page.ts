import { formatDateTimeBR } from '../domain/dates';
import { verificationMessages as m } from '../domain/verification/messages';
import { verificationPath, type PublicVerification } from '../domain/verification/verification';

/**
 * The public check's page: plain HTML the server writes, one small stylesheet and one small
 * script of its own (no app bundle, nothing to sign in to), so a phone's QR reader opens it at once.
 */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's own headers: it runs only its script, loads only its stylesheet, and talks only to its origin. */
export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
} as const;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · CheckFrota</title>
<link rel="stylesheet" href="/verificar/pagina.css">
</head>
<body>
<main>
<p class="marca">CheckFrota · ${escape(m.pageTitle)}</p>
${body}
</main>
</body>
</html>`;
}

const row = (label: string, value: string, cls = '') =>
  `<div class="linha"><dt>${escape(label)}</dt><dd${cls ? ` class="${cls}"` : ''}>${escape(value)}</dd></div>`;

/** The page of a version: authentic (or replaced by a later one), its facts, and the PDF check. */
export function verificationPage(view: PublicVerification): string {
  const when = (iso: string | null) => (iso ? formatDateTimeBR(iso, view.timeZone) : '—');
  const status = view.supersededBy
    ? `<p class="selo substituido" id="situacao">${escape(m.superseded(view.supersededBy.version))}</p>
<p><a href="${verificationPath(view.supersededBy.code)}">${escape(m.seeLatest)}</a></p>`
    : `<p class="selo autentico" id="situacao">${escape(m.authentic)}</p>`;
  const facts = [
    row(m.company, view.companyName),
    ...(view.cnpj ? [row(m.cnpj, view.cnpj)] : []),
    row(m.number, view.number, 'numero'),
    row(m.version, String(view.version)),
    row(m.template, view.templateName),
    ...(view.plate ? [row(m.plate, view.plate)] : []),
    row(m.fieldUser, view.fieldUser),
    ...(view.approvedBy.length ? [row(m.approvedBy, view.approvedBy.join(', '))] : []),
    row(m.submittedAt, when(view.submittedAt)),
    row(m.approvedAt, when(view.approvedAt)),
    row(m.digest, view.digest, 'resumo'),
  ].join('\n');
  return layout(
    m.authentic,
    `${status}
<dl>
${facts}
</dl>
<section id="conferir" data-code="${escape(view.code)}">
<h2>${escape(m.dropTitle)}</h2>
<p>${escape(m.dropHint)}</p>
<label class="arquivo">${escape(m.choose)}<input type="file" id="pdf" accept="application/pdf,.pdf"></label>
<p id="resultado" role="status" aria-live="polite"></p>
</section>
<script src="/verificar/pagina.js" defer></script>`,
  );
}

/** A page that only says what went wrong (an unknown or malformed code, too many checks). */
export function messagePage(title: string, hint: string): string {
  return layout(title, `<p class="selo ausente">${escape(title)}</p>\n<p>${escape(hint)}</p>`);
}

export const PAGE_CSS = `body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#f3f4f6}
main{max-width:40rem;margin:0 auto;padding:1.25rem}
.marca{color:#4b5563;font-size:.875rem;margin:0 0 1rem}
.selo{font-size:1.5rem;font-weight:700;padding:.75rem 1rem;border-radius:.5rem;margin:0 0 1rem}
.autentico{background:#dcfce7;color:#166534}.substituido{background:#fef9c3;color:#854d0e}.ausente{background:#fee2e2;color:#991b1b}
dl{background:#fff;border-radius:.5rem;padding:.5rem 1rem;margin:0 0 1.5rem}
.linha{padding:.5rem 0;border-bottom:1px solid #e5e7eb}.linha:last-child{border:0}
dt{font-size:.8rem;color:#4b5563}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.resumo{font-family:ui-monospace,monospace;font-size:.8rem;font-weight:400}
section{background:#fff;border:2px dashed #9ca3af;border-radius:.5rem;padding:1rem}section.sobre{border-color:#2563eb}
h2{font-size:1.1rem;margin:0 0 .5rem}
.arquivo{display:inline-block;background:#2563eb;color:#fff;padding:.6rem 1rem;border-radius:.375rem;cursor:pointer}
.arquivo input{position:absolute;left:-9999px}
.confere{color:#166534;font-weight:700}.nao-confere{color:#991b1b;font-weight:700}
a{color:#1d4ed8}`;

/**
 * Hashes the PDF on the reader's device (Web Crypto) and sends only its SHA-256: the file never
 * leaves the device, whatever its size.
 */
export const PAGE_SCRIPT = `(() => {
  const T = ${JSON.stringify({
    checking: m.checking,
    matches: m.matches,
    differs: m.differs,
    notPdf: m.notPdf,
    failed: m.checkFailed,
  })};
  const area = document.getElementById('conferir');
  const input = document.getElementById('pdf');
  const out = document.getElementById('resultado');
  if (!area || !input || !out) return;
  const say = (text, cls) => { out.textContent = text; out.className = cls || ''; };
  async function check(file) {
    if (!file) return;
    if (file.type !== 'application/pdf' && !/\\.pdf$/i.test(file.name)) return say(T.notPdf, 'nao-confere');
    say(T.checking);
    try {
      const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
      const sha256 = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
      const res = await fetch('/verificar/' + area.dataset.code + '/pdf', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sha256 }),
      });
      const body = await res.json();
      if (!res.ok) return say((body.error && body.error.message) || T.failed, 'nao-confere');
      say(body.data.matches ? T.matches : T.differs, body.data.matches ? 'confere' : 'nao-confere');
    } catch {
      say(T.failed, 'nao-confere');
    }
  }
  input.addEventListener('change', () => check(input.files && input.files[0]));
  area.addEventListener('dragover', (e) => { e.preventDefault(); area.classList.add('sobre'); });
  area.addEventListener('dragleave', () => area.classList.remove('sobre'));
  area.addEventListener('drop', (e) => {
    e.preventDefault();
    area.classList.remove('sobre');
    check(e.dataTransfer && e.dataTransfer.files[0]);
  });
})();
`;
