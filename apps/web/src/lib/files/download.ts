/** Saves a file through a temporary object URL (no server round trip for exports). */
export const downloadFile = (fileName: string, content: BlobPart, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** products-coJumunSample-20261122.csv (or .xlsx) */
export const datedFileName = (prefix: string, companyId: string, now = new Date(), extension = 'csv') => {
  const stamp = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  return `${prefix}-${companyId}-${stamp}.${extension}`;
};
