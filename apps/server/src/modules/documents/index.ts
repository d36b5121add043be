/**
 * The spec §7 document API, a transport: routes `/api/document/{area}/{kind}` to the catalogue, company and
 * administrators modules, which own the rules.
 */
export { registerDocumentRoutes } from './documents.routes';
export { createDocumentsService, type DocumentsService } from './documents.service';
