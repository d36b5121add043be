import { type Company, type OrderPauseResult, withOrdersPausedUntil } from '@jumun/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * `POST …/order-pause`: the floor's pause switch, open to 직원 too (issue 14). Only the pause changes, so it needs no
 * revision and never collides with a settings edit in progress.
 */
export const setOrderPause = (companyId: string, until: Date | null) =>
  api.post<OrderPauseResult>(`/api/admin/companies/${encodeURIComponent(companyId)}/order-pause`, {
    until: until ? until.toISOString() : null,
  });

/** Pauses (or resumes) and puts the result in the company cache, so every screen showing the company follows at once. */
export const useSetOrderPause = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ company, until }: { company: Company; until: Date | null }): Promise<Company> => {
      const saved = await setOrderPause(company.id, until);
      return { ...withOrdersPausedUntil(company, until), revision: saved.revision };
    },
    onSuccess: (saved) => {
      const key = queryKeys.company.detail(saved.id);
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
};
