export function Spinner({ size = 20 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}

/** A busy region with visible text, announced politely to screen readers. */
export function LoadingState({ text = 'Carregando...' }: { text?: string }) {
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <Spinner />
      <span>{text}</span>
    </div>
  );
}
