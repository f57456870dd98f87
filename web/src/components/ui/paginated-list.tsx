import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { Page } from '@domain/envelope';
import type { ListParams } from '@/lib/use-list-params';
import { EmptyState } from './empty-state';
import { ErrorBanner } from './error-banner';
import { Pagination } from './pagination';
import { SearchField } from './search-field';
import { LoadingState } from './spinner';

interface EmptyProps {
  icon: ReactNode;
  title: string;
  /** When nothing is searched: the list itself is empty. */
  hint: ReactNode;
  /** When a search is applied: nothing matched it (the list's hint when it has none of its own). */
  searchHint?: ReactNode;
  /** Offered only when nothing is searched (creating the first item). */
  action?: ReactNode;
}

interface PaginatedListProps<T> {
  list: ListParams;
  /** The page as the server answered it: its items, the total and the page size it used. */
  result: UseQueryResult<Page<T>>;
  loadingText: string;
  errorText: string;
  /** When a search is applied and the list failed: its own text ('Erro ao buscar …'); errorText otherwise. */
  searchErrorText?: string;
  empty: EmptyProps;
  /** Numbered page buttons around the current page instead of 'Página N de M'. */
  numbered?: boolean;
  /** 'Mostrando X a Y de Z resultados' above the page controls. */
  summary?: boolean;
  /** With the page-number buttons, also 'Página N de M'. */
  pageOf?: boolean;
  /** A search box above the list, kept in the URL with the page (`?q=`). */
  search?: { label: string; placeholder: string };
  children: (items: T[], total: number) => ReactNode;
}

/** One page of a list in the URL's page and search: its search box, then loading, error with retry, empty, or the items and their pages. */
export function PaginatedList<T>({ search, ...props }: PaginatedListProps<T>) {
  const { list } = props;
  return (
    <>
      {search && (
        <SearchField
          label={search.label}
          placeholder={search.placeholder}
          value={list.search}
          onChange={list.setSearch}
        />
      )}
      <ListPage {...props} />
    </>
  );
}

function ListPage<T>({
  list,
  result,
  loadingText,
  errorText,
  searchErrorText,
  empty,
  numbered,
  summary,
  pageOf,
  children,
}: Omit<PaginatedListProps<T>, 'search'>) {
  const { page, setPage, fitPage } = list;
  const total = result.data?.total ?? 0;
  const pageSize = result.data?.pageSize ?? 1;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // Only this page's own answer says how many pages there are: a previous page kept on screen
  // meanwhile may belong to another search.
  const settled = result.isSuccess && !result.isPlaceholderData;
  useEffect(() => {
    if (settled) fitPage(pageCount);
  }, [settled, pageCount, fitPage]);

  if (result.isPending) return <LoadingState text={loadingText} />;
  if (result.isError) {
    const searching = list.appliedSearch !== '' && searchErrorText !== undefined;
    return <ErrorBanner onRetry={() => result.refetch()}>{searching ? searchErrorText : errorText}</ErrorBanner>;
  }
  // Beyond the last page: the effect above is moving to it.
  if (page > pageCount) return <LoadingState text={loadingText} />;

  const { items } = result.data;
  if (items.length === 0) {
    const searching = list.appliedSearch !== '';
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        hint={searching && empty.searchHint !== undefined ? empty.searchHint : empty.hint}
        action={searching ? undefined : empty.action}
      />
    );
  }

  return (
    <>
      {children(items, total)}
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => setPage(next, result.data.nextCursor)}
        numbered={numbered}
        pageOf={pageOf}
        summary={summary ? { total, pageSize } : undefined}
      />
    </>
  );
}
