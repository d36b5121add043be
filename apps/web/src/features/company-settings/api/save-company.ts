import type { Company } from '@jumun/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SavedCompany = { id: string; revision: number };

/**
 * POST api/document/admin/company with the whole company and the revision it was loaded at (spec §7; company
 * calls send companyId empty). A stale revision is refused with 409 서버에서 내용이 변경되어 저장할 수 없습니다
 * and nothing is written. Reading uses the shell's companyQueryOptions (lib/company/company.api.ts).
 */
export const saveCompany = (item: Company) =>
  api.post<SavedCompany>('/api/document/admin/company', { companyId: '', item });

/** Saves and puts the saved document in the company cache, so the frame (shop name, switcher) follows at once. */
export const useSaveCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: Company): Promise<Company> => {
      const saved = await saveCompany(item);
      return { ...item, revision: saved.revision };
    },
    onSuccess: (saved) => {
      const key = queryKeys.company.detail(saved.id);
      queryClient.setQueryData(key, saved);
      // The server fills dateModified and normalises (trims) fields: fetch its version behind the scenes.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
};
