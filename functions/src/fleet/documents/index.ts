/** A vehicle's papers ('Documentos'): each with its expiry (a deadline) and its scan or PDF. */
export { countDocumentsForExport, createDocument, documentsForExport, vehicleDocuments } from './documents.service';
