import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { seoulDay } from './use-audit-pages';

type AuditKindAndDaysProps = {
  kinds: readonly string[];
  kind: string | null;
  onKind: (kind: string | null) => void;
  from: string;
  onFrom: (day: string) => void;
  to: string;
  onTo: (day: string) => void;
  /** The page's own words: `audit.kind`, `audit.all`, `audit.from`, `audit.to`, `audit.kinds.<kind>`. */
  t: (key: string) => string;
};

/** The filters every change log shares: what changed, and the first and last Seoul day. */
export const AuditKindAndDays = ({
  kinds,
  kind,
  onKind,
  from,
  onFrom,
  to,
  onTo,
  t,
}: AuditKindAndDaysProps) => (
  <>
    <Select
      label={t('audit.kind')}
      placeholder={t('audit.all')}
      data={kinds.map((value) => ({ value, label: t(`audit.kinds.${value}`) }))}
      value={kind}
      onChange={onKind}
      clearable
      w={160}
      data-testid="audit-kind"
    />
    <TextInput
      type="date"
      label={t('audit.from')}
      value={from}
      onChange={(e) => onFrom(e.currentTarget.value)}
    />
    <TextInput type="date" label={t('audit.to')} value={to} onChange={(e) => onTo(e.currentTarget.value)} />
  </>
);

/**
 * The state behind AuditKindAndDays: `filters` goes to the component, `query` (kind and the Seoul days as instants)
 * into the log's request.
 */
export const useAuditKindAndDays = () => {
  const [kind, onKind] = useState<string | null>(null);
  const [from, onFrom] = useState('');
  const [to, onTo] = useState('');
  return {
    filters: { kind, onKind, from, onFrom, to, onTo },
    query: { kind: kind ?? undefined, from: seoulDay(from), to: seoulDay(to, true) },
  };
};
