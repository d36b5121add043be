import type { Device, RegisterDeviceInput, RegisteredDevice } from '@jumun/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `/api/admin/companies/:companyId/devices[/rest]` (server module sign-in-links). */
const devicesPath = (companyId: string, rest = '') =>
  `/api/admin/companies/${encodeURIComponent(companyId)}/devices${rest}`;

export const devicesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.device.list({ companyId }),
    queryFn: ({ signal }) => api.get<Device[]>(devicesPath(companyId), { signal }),
    enabled: Boolean(companyId),
  });

export const useDevices = (companyId: string) => useQuery(devicesQueryOptions(companyId));

export const useRegisterDevice = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterDeviceInput) => api.post<RegisteredDevice>(devicesPath(companyId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.device.lists() }),
  });
};

export const useRevokeDevice = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Device>(devicesPath(companyId, `/${encodeURIComponent(id)}/revoke`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.device.lists() }),
  });
};
