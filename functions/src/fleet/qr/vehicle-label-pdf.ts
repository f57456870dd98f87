import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatPlate } from '../../domain/fleet/plate';
import { LABEL_CALL_TO_ACTION, type LabelLayout } from '../../domain/fleet/vehicle-qr';

export interface LabelVehicle {
  name: string;
  plate: string;
}

/** An A4 sheet holds 2 × 4 labels of 90 × 62 mm (points: 1 mm = 2.835 pt). */
const SHEET_COLUMNS = 2;
const SHEET_ROWS = 4;
const MM = 72 / 25.4;
const LABEL_WIDTH = 90 * MM;
const LABEL_HEIGHT = 62 * MM;
const QR_SIZE = 38 * MM;

/** One label: the QR code (pdfmake draws it as vectors, sharp at any size), the call to action, the plate and the name. */
function label(vehicle: LabelVehicle, link: string): Content {
  return {
    stack: [
      { qr: link, fit: QR_SIZE, eccLevel: 'M', alignment: 'center', margin: [0, 0, 0, 4] },
      { text: LABEL_CALL_TO_ACTION, fontSize: 9, alignment: 'center' },
      { text: formatPlate(vehicle.plate), fontSize: 16, bold: true, alignment: 'center', margin: [0, 2, 0, 0] },
      { text: vehicle.name, fontSize: 10, alignment: 'center' },
    ],
    unbreakable: true,
  };
}

/**
 * The vehicle's QR label as a document: 'single' is a page the size of one label (a label printer),
 * 'sheet' an A4 page of the same label repeated, to cut out.
 */
export function vehicleLabelDocument(vehicle: LabelVehicle, link: string, layout: LabelLayout): TDocumentDefinitions {
  const info = { title: `Etiqueta QR - ${vehicle.name}`, creator: 'CheckFrota' };
  if (layout === 'single') {
    return {
      info,
      pageSize: { width: LABEL_WIDTH, height: LABEL_HEIGHT },
      pageMargins: [8, 10, 8, 6],
      content: [label(vehicle, link)],
    };
  }
  const cell = (): Content => ({ ...(label(vehicle, link) as object), margin: [0, 12, 0, 0] }) as Content;
  const rows = Array.from({ length: SHEET_ROWS }, () => Array.from({ length: SHEET_COLUMNS }, cell));
  return {
    info,
    pageSize: 'A4',
    pageMargins: [(595.28 - SHEET_COLUMNS * LABEL_WIDTH) / 2, 40, 0, 40],
    content: [
      {
        table: {
          widths: Array.from({ length: SHEET_COLUMNS }, () => LABEL_WIDTH - 10),
          heights: () => LABEL_HEIGHT + 8,
          body: rows,
        },
        // Dashed cut lines between the labels.
        layout: {
          hLineStyle: () => ({ dash: { length: 3 } }),
          vLineStyle: () => ({ dash: { length: 3 } }),
          hLineColor: () => '#9ca3af',
          vLineColor: () => '#9ca3af',
        },
      },
    ],
  };
}
