import { NotBuiltNotice } from '@/components/ui/not-built-notice';
import { PageHeader } from '@/components/ui/page-header';

/** A screen of a later version: the menu can reach it and it says so plainly. */
export function PlaceholderRoute({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="page">
      <PageHeader title={title} subtitle={subtitle} />
      <NotBuiltNotice />
    </div>
  );
}
