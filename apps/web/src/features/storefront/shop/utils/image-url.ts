import { apiUrl } from '../../../../lib/api-client';

/** Public URL of a shop's stored image (`/uploads/{companyId}/{fileName}`, thumbnails are `thumb_…`). */
export const shopImageUrl = (companyId: string, fileName: string) =>
  apiUrl(`/uploads/${encodeURIComponent(companyId)}/${encodeURIComponent(fileName)}`);
