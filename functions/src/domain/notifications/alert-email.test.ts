import { describe, expect, it } from 'vitest';
import { alertEmail } from './alert-email';

const input = {
  companyName: 'Transportes Alfa',
  logoUrl: null,
  personName: 'Ana Souza',
  kind: 'vehicle_out_of_service' as const,
  title: 'Veículo fora de serviço',
  lines: ['Accelo Baú Leve (ABC1D23) está fora de serviço: um item crítico falhou no checklist.'],
  link: 'http://127.0.0.1:5000/admin/vehicles/v1',
  unsubscribeUrl: 'http://127.0.0.1:5000/api/alerts/unsubscribe?token=abc.def',
};

describe('an alert e-mail', () => {
  it('when rendered, then the subject, HTML and text say it in pt-BR with the company, the screen and the way out', () => {
    const email = alertEmail(input);
    expect(email.subject).toBe('Transportes Alfa: Veículo fora de serviço');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Olá, Ana!');
      expect(part).toContain('Transportes Alfa');
      expect(part).toContain('Accelo Baú Leve (ABC1D23) está fora de serviço');
      expect(part).toContain('http://127.0.0.1:5000/admin/vehicles/v1');
      expect(part).toContain('Não quer mais receber e-mails de “Veículo fora de serviço”');
    }
    expect(email.html).toContain(
      '<a href="http://127.0.0.1:5000/api/alerts/unsubscribe?token=abc.def">Desativar estes e-mails</a>',
    );
    expect(email.html).toContain('>Abrir no CheckFrota</a>');
    expect(email.text).toContain('Abrir no CheckFrota: http://127.0.0.1:5000/admin/vehicles/v1');
    expect(email.html).toContain('lang="pt-BR"');
  });

  it('when a paragraph has its screen, then HTML links it and the text puts its address below', () => {
    const email = alertEmail({
      ...input,
      lines: [{ text: '2 respostas aguardando revisão', link: 'http://127.0.0.1:5000/admin/responses?status=pending' }],
    });
    expect(email.html).toContain(
      '<p>2 respostas aguardando revisão <a href="http://127.0.0.1:5000/admin/responses?status=pending">Ver no CheckFrota</a></p>',
    );
    expect(email.text).toContain(
      '2 respostas aguardando revisão\nVer no CheckFrota: http://127.0.0.1:5000/admin/responses?status=pending',
    );
  });

  it('when a name or text carries markup, then the HTML shows it as text', () => {
    const email = alertEmail({ ...input, companyName: '<b>Alfa</b>', lines: ['<script>x</script>'] });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(email.html).toContain('&lt;b&gt;Alfa&lt;/b&gt;');
  });

  it('when the company has a logo, then the header shows it named by the company', () => {
    const email = alertEmail({ ...input, logoUrl: 'https://cdn.example/logo.png' });
    expect(email.html).toContain('<img src="https://cdn.example/logo.png" alt="Transportes Alfa"');
  });
});
