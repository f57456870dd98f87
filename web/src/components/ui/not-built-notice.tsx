import { Construction } from 'lucide-react';
import { Card } from './card';

export const NOT_BUILT_TEXT = 'Esta página ainda não foi construída. Ela chega em uma próxima versão.';

/** Says plainly that a screen of a later version is not there yet. */
export function NotBuiltNotice({ children }: { children?: string }) {
  return (
    <Card className="not-built" role="note">
      <Construction aria-hidden="true" size={28} />
      <p>{children ?? NOT_BUILT_TEXT}</p>
    </Card>
  );
}
