import type { ReactNode } from 'react';

/** The red banner of lists and forms (spec section 8, "Display"). */
export function ErrorBanner({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="error-banner" role="alert">
      <span>{children}</span>
      {action}
    </div>
  );
}
