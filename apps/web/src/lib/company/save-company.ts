import type { Company } from '@jumun/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export type SavedCompany = { id: string; revision: number };

/**
 * POST api/document/admin/company with the whole company and the revision it was loaded at (spec §7; company calls
 * send companyId empty). A stale revision is refused with 409 and nothing is written.
 */
export const saveCompany = (item: Company) =>
  api.post<SavedCompany>('/api/document/admin/company', { companyId: '', item });

/** Saves and puts the saved document in the company cache, so every screen showing the company follows at once. */
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
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
};
