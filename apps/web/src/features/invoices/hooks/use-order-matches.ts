import type { Courier, WaybillPlan, WaybillSendRow } from '@jumun/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { waybillMatchesQueryOptions } from '../api/waybills.api';

/**
 * The parcel orders the rows would ship, asked once typing pauses (decision 020): the preview says "#12 배송 중으로"
 * before anything is sent. Only rows that would be sent are asked about.
 */
export const useOrderMatches = (
  companyId: string,
  courier: Courier,
  rows: readonly WaybillSendRow[],
  plan: WaybillPlan,
) => {
  const sendable = useMemo(() => {
    const lines = new Set(plan.groups.flatMap((group) => group.lines));
    return rows.filter((row) => lines.has(row.line));
  }, [rows, plan]);
  const [settled] = useDebouncedValue(sendable, 400);
  const { data } = useQuery({
    ...waybillMatchesQueryOptions(companyId, { courier, rows: settled }),
    placeholderData: keepPreviousData,
  });
  return useMemo(() => new Map((data ?? []).map((match) => [match.line, match.orderNumber])), [data]);
};
