import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Page } from '@domain/api';
import type { TrafficFine } from '@domain/fines/fines';
import { fineMessages } from '@domain/fines/messages';
import { paths } from '@domain/paths';
import { LoadingState } from '@/components/ui/spinner';
import { fineQueries } from '@/data/fines/fine-queries';
import { FineRows } from './fine-rows';

/** The most recent fines shown; the admin follows 'Ver todas as multas' to the filtered list. */
const SHOWN = 20;

type DriverFinesProps = { userId: string; mine?: never } | { mine: true; userId?: never };

/**
 * A driver's fines: `<DriverFines userId="…" />` on the admin's user page (linking to
 * /admin/fines filtered by that driver) and `<DriverFines mine />` on the field user's own screen
 * (only the fines naming them; the API gives a field user nothing else).
 */
export function DriverFines(props: DriverFinesProps) {
  return props.mine ? <MyFines /> : <UserFines userId={props.userId} />;
}

function MyFines() {
  return <FinesSection className="field-card" title="Minhas multas" result={useQuery(fineQueries.mine(1, SHOWN))} />;
}

function UserFines({ userId }: { userId: string }) {
  const result = useQuery(fineQueries.list({ page: 1, pageSize: SHOWN, driverId: userId }));
  const more = result.data && result.data.total > result.data.items.length && (
    <Link to={`${paths.admin.fines}?driverId=${encodeURIComponent(userId)}`}>Ver todas as multas</Link>
  );
  return <FinesSection className="card personal-data-panel" title="Multas do condutor" result={result} more={more} />;
}

/** `className`: the card of the page it sits on (the admin's panels, the phone's field cards). */
function FinesSection({
  className,
  title,
  result,
  more,
}: {
  className: string;
  title: string;
  result: UseQueryResult<Page<TrafficFine>>;
  more?: ReactNode;
}) {
  return (
    <section className={`${className} driver-fines`} aria-label={title}>
      <h2>{title}</h2>
      {result.isPending && <LoadingState text="Carregando multas..." />}
      {result.isError && <p role="alert">{fineMessages.loadError}</p>}
      {result.data && result.data.items.length === 0 && <p className="muted">{fineMessages.empty}</p>}
      {result.data && result.data.items.length > 0 && <FineRows fines={result.data.items} />}
      {more}
    </section>
  );
}
