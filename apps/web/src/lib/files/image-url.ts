import { apiUrl } from '../api-client';

/**
 * Public URL of a stored image (domain §4.1: base URL + "/" + file name, under the company's folder); thumbnails
 * are the same name with `thumb_` in front. Kept apart from the upload so the storefront loads no upload code.
 */
export const imageFileUrl = (companyId: string, fileName: string) =>
  apiUrl(`/uploads/${encodeURIComponent(companyId)}/${encodeURIComponent(fileName)}`);
