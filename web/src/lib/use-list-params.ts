import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

/** `?page=`: anything but a whole number from 1 up (0, -1, 'abc', 2.5) reads as the first page. */
function readPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Page 1 is the list's plain address, without `?page=1`. */
const pageParam = (page: number) => (page > 1 ? String(page) : null);

/** Of the pages the list went through, their cursors (`?after=`), kept in the history entry. */
interface CursorTrail {
  cursors?: Record<number, string>;
}

export interface ListParams {
  /** The page in the URL (`?page=`). */
  page: number;
  /** The page's cursor in the URL (`?after=`), when the list came to it from the page before. */
  after: string | undefined;
  /** What a list query asks for its page: the number and, when known, the cursor. */
  pageQuery: { page: number; after?: string };
  /** The search field's text, as typed. */
  search: string;
  /** The search in the URL (`?q=`), trimmed: what the list is asked for, once typing pauses. */
  appliedSearch: string;
  /** For the search field: the URL follows when typing pauses, replacing its entry and going back to page 1. */
  setSearch: (value: string) => void;
  /**
   * Goes to a page as a new history entry (Back returns to the page before) and scrolls to the
   * top. The page after this one is read from `nextCursor` (this page's answer), a page the list
   * went through from its own cursor, any other by its number (the API reads it up to a bound).
   */
  setPage: (page: number, nextCursor?: string | null) => void;
  /** A page beyond the last (a deletion emptied it, an old link) becomes the last, in place of its entry. */
  fitPage: (pageCount: number) => void;
}

/**
 * A list's page and search, kept in the URL so Back, Forward and a reload restore them.
 * Another filter (a status tab) is one more parameter read from `params` and written with `change`.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const trail = (useLocation().state as CursorTrail | null)?.cursors;
  const page = readPage(params.get('page'));
  const after = (page > 1 && params.get('after')) || undefined;
  const appliedSearch = (params.get('q') ?? '').trim();

  const change = useCallback(
    (changes: Record<string, string | null>, { replace, state }: { replace: boolean; state?: CursorTrail }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace, state },
      ),
    [setParams],
  );

  // The field keeps its own text: bound to the URL it would wait for each navigation, and its
  // caret would jump to the end. The URL gets the text once typing pauses.
  const [search, setSearch] = useState(appliedSearch);

  // What the field settles on once typing pauses: that is what the URL gets.
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const [written, setWritten] = useState(appliedSearch);
  const [seenSettled, setSeenSettled] = useState(settledSearch);
  if (settledSearch !== seenSettled) {
    setSeenSettled(settledSearch);
    if (settledSearch !== appliedSearch) setWritten(settledSearch);
  }

  // The URL's search moved, and not by this field's last write (Back, Forward, a link): the field
  // shows it. The field may already be past what it wrote, so its own text is no test.
  const [seenSearch, setSeenSearch] = useState(appliedSearch);
  if (appliedSearch !== seenSearch) {
    setSeenSearch(appliedSearch);
    if (appliedSearch !== written) {
      setWritten(appliedSearch);
      setSearch(appliedSearch);
    }
  }

  const applySearch = useEffectEvent((value: string) => {
    if (value !== appliedSearch) change({ q: value, page: null, after: null }, { replace: true });
  });
  useEffect(() => applySearch(settledSearch), [settledSearch]);

  const setPage = useCallback(
    (next: number, nextCursor?: string | null) => {
      const cursors = { ...trail, ...(after && { [page]: after }) };
      const cursor = next === page + 1 && nextCursor ? nextCursor : cursors[next];
      if (cursor) cursors[next] = cursor;
      change(
        { page: pageParam(next), after: next > 1 ? (cursor ?? null) : null },
        { replace: false, state: { cursors } },
      );
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [change, trail, page, after],
  );

  const fitPage = useCallback(
    (pageCount: number) => {
      if (page > pageCount) change({ page: pageParam(pageCount), after: null }, { replace: true });
    },
    [page, change],
  );

  const pageQuery = after ? { page, after } : { page };
  return { page, after, pageQuery, search, appliedSearch, setSearch, setPage, fitPage };
}

/**
 * A list's filters in the URL (`?status=`, `?vehicleId=`…): read them from `params`; `setFilter`
 * sets one (null or '' removes it) and starts on the first page, as a new history entry.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const setFilter = useCallback(
    (name: string, value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        next.delete('after');
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [setParams],
  );
  return { params, setFilter };
}
