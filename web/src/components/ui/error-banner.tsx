import type { ReactNode } from 'react';
import { Button } from './button';

interface ErrorBannerProps {
  children: ReactNode;
  /** Offers 'Tentar novamente' (a failed load); `action` is for any other button. */
  onRetry?: () => void;
  action?: ReactNode;
}

/** The red banner of lists and forms (spec section 8, "Display"). */
export function ErrorBanner({ children, onRetry, action }: ErrorBannerProps) {
  return (
    <div className="error-banner" role="alert">
      <span>{children}</span>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Tentar novamente
        </Button>
      )}
      {action}
    </div>
  );
}
