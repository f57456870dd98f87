import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { ErrorBanner } from '@/components/ui/error-banner';
import { LoadingState } from '@/components/ui/spinner';
import { responseQueries } from '@/data/responses/response-queries';
import { pdfErrorText, pdfWaitText, REVIEW_TEXTS } from './review-texts';
import 'react-pdf/dist/Page/TextLayer.css';

// The pdf.js worker is bundled with the app (no CDN) and fetched with this chunk.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/**
 * The report rendered in the page, one canvas per page with its text laid over it (so it can be
 * selected and searched): what 'Baixar PDF' would save, fetched the same way, with the same wait.
 */
export function PdfPreview({ responseId, companyId }: { responseId: string; companyId?: string }) {
  const [progress, setProgress] = useState<number | null>(null);
  const pdf = useQuery(responseQueries.pdf(responseId, companyId, setProgress));
  const [pages, setPages] = useState(0);
  const [width, setWidth] = useState(() => Math.min(800, window.innerWidth - 64));
  useEffect(() => {
    const onResize = () => setWidth(Math.min(800, window.innerWidth - 64));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  // react-pdf takes the bytes over to its worker: a copy per load, made once per PDF.
  const file = useMemo(() => (pdf.data ? pdf.data.blob : null), [pdf.data]);

  if (pdf.isPending) return <LoadingState text={pdfWaitText(progress)} />;
  if (pdf.isError || !file) return <ErrorBanner onRetry={() => pdf.refetch()}>{pdfErrorText(pdf.error)}</ErrorBanner>;
  return (
    // suspense={false}: react-pdf shows `loading` and `error` itself, inside the preview. Suspending
    // would hand the whole screen to the route's Suspense fallback while the PDF parses, and any
    // renderer that re-mounted this component there would query the PDF (gcTime 0) again.
    <Document
      suspense={false}
      file={file}
      onLoadSuccess={({ numPages }) => setPages(numPages)}
      loading={<LoadingState text="Gerando PDF..." />}
      error={<ErrorBanner>{REVIEW_TEXTS.pdfError}</ErrorBanner>}
      className="pdf-preview"
    >
      {Array.from({ length: pages }, (_, index) => (
        <Page key={index} pageNumber={index + 1} width={width} renderAnnotationLayer={false} />
      ))}
    </Document>
  );
}
