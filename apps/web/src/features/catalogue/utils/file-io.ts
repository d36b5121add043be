/** Saves text as a file through a temporary object URL (no server round trip for exports). */
export const downloadTextFile = (fileName: string, text: string, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** products-coJumunSample-20261122.csv */
export const datedFileName = (prefix: string, companyId: string, now = new Date()) => {
  const stamp = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  return `${prefix}-${companyId}-${stamp}.csv`;
};

/** Reads a chosen file as UTF-8 text (FileReader works in every browser and in the test DOM). */
export const readFileText = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('파일을 읽지 못했습니다.'));
    reader.readAsText(file, 'utf-8');
  });
