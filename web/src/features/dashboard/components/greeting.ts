/** Bom dia before noon, Boa tarde before 18h, Boa noite after (spec, /admin/dashboard). */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}
