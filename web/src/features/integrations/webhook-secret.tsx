/** A signing secret, selectable whole, to paste into the receiving system. */
export function WebhookSecret({ secret }: { secret: string }) {
  return (
    <code className="webhook-secret" aria-label="Segredo de assinatura" tabIndex={0}>
      {secret}
    </code>
  );
}
