import FileDown from 'lucide-react/icons/file-down';
import { toast } from '@/lib/toast';
import { Button, type ButtonSize } from '@/components/ui/button';
import { saveDownload, useResponsePdf } from '@/data/responses/response-pdf';
import { pdfErrorText, REVIEW_TEXTS } from './review-texts';

interface PdfButtonProps {
  responseId: string;
  companyId?: string;
  size?: ButtonSize;
}

/** 'Baixar PDF' of an approved response: generated on the server and saved under the spec's file name. */
export function PdfButton({ responseId, companyId, size = 'sm' }: PdfButtonProps) {
  const pdf = useResponsePdf();
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={pdf.isPending}
      onClick={() =>
        pdf.mutate(
          { id: responseId, companyId },
          {
            onSuccess: (file) => {
              saveDownload(file, `Checklist_${responseId}.pdf`);
              toast.success(REVIEW_TEXTS.pdfDone);
            },
            onError: (error) => toast.error(pdfErrorText(error)),
          },
        )
      }
    >
      <FileDown size={16} aria-hidden="true" />
      {pdf.isPending ? 'Gerando PDF...' : 'Baixar PDF'}
    </Button>
  );
}
