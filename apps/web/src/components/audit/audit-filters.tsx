import { Select, TextInput } from '@mantine/core';

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
