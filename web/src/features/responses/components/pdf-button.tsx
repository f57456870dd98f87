import FileDown from 'lucide-react/icons/file-down';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button, type ButtonSize } from '@/components/ui/button';
import { saveDownload, useResponsePdf } from '@/data/responses/response-pdf';
import { pdfErrorText, pdfWaitText, REVIEW_TEXTS } from './review-texts';

interface PdfButtonProps {
  responseId: string;
  companyId?: string;
  size?: ButtonSize;
}

/**
 * 'Baixar PDF' of an approved response: rendered on the server while the button shows how far it
 * is, then saved under the spec's file name, and only then the success toast.
 */
export function PdfButton({ responseId, companyId, size = 'sm' }: PdfButtonProps) {
  const pdf = useResponsePdf();
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={pdf.isPending}
      onClick={() => {
        setProgress(null);
        pdf.mutate(
          { id: responseId, companyId, onProgress: setProgress },
          {
            onSuccess: (file) => {
              saveDownload(file, `Checklist_${responseId}.pdf`);
              toast.success(REVIEW_TEXTS.pdfDone);
            },
            onError: (error) => toast.error(pdfErrorText(error)),
          },
        );
      }}
    >
      <FileDown size={16} aria-hidden="true" />
      {pdf.isPending ? pdfWaitText(progress) : 'Baixar PDF'}
    </Button>
  );
}
