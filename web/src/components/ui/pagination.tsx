import { Button } from './button';
import './pagination.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Page-number buttons (PAGE_WINDOW of them, around the current page) instead of 'Página N de M'. */
  numbered?: boolean;
  /** With the total and page size, 'Mostrando X a Y de Z resultados' is shown above the controls. */
  summary?: { total: number; pageSize: number };
  /** With the page-number buttons, also 'Página N de M'. */
  pageOf?: boolean;
}

/** How many page-number buttons a numbered list offers. */
export const PAGE_WINDOW = 5;

/** The page numbers to offer: `size` consecutive pages around `page`, kept inside 1..pageCount. */
export function pageWindow(page: number, pageCount: number, size = PAGE_WINDOW): number[] {
  const count = Math.min(Math.max(size, 1), pageCount);
  const start = Math.min(Math.max(page - Math.floor(count / 2), 1), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** 'Mostrando 26 a 50 de 73 resultados' */
export function rangeSummary(page: number, pageSize: number, total: number): string {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Mostrando ${first} a ${last} de ${total} resultados`;
}

export function Pagination({ page, pageCount, onPageChange, numbered, summary, pageOf }: PaginationProps) {
  // Spec section 2: pagination, its 'Mostrando X a Y de Z resultados' included, only when there is more than one page.
  if (pageCount <= 1) return null;
  const showSummary = summary !== undefined && summary.total > 0;

  return (
    <div className="pagination-bar">
      {showSummary && (
        <p className="pagination-summary" aria-live="polite">
          {rangeSummary(page, summary.pageSize, summary.total)}
        </p>
      )}
      <nav className="pagination" aria-label="Paginação">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Anterior
        </Button>
        {numbered && pageOf && (
          <span className="pagination-page-of" aria-live="polite">
            Página {page} de {pageCount}
          </span>
        )}
        {numbered ? (
          <ol className="pagination-pages">
            {pageWindow(page, pageCount).map((number) => (
              <li key={number}>
                <Button
                  variant={number === page ? 'primary' : 'secondary'}
                  size="sm"
                  aria-label={`Página ${number}`}
                  aria-current={number === page ? 'page' : undefined}
                  onClick={() => {
                    if (number !== page) onPageChange(number);
                  }}
                >
                  {number}
                </Button>
              </li>
            ))}
          </ol>
        ) : (
          <span aria-live="polite">
            Página {page} de {pageCount}
          </span>
        )}
        <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          Próximo
        </Button>
      </nav>
    </div>
  );
}
