import { DEMO_COMPANY_IDS, type DemoCompanyId, isDemoCompanyId } from '@jumun/shared';
import { SegmentedControl } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCurrentCompany } from '../../lib/company/use-current-company';
import { useSwitchDemoCompany } from '../../lib/company/use-switch-demo-company';
import { useTranslation } from '../../lib/i18n';
import { problemMessage } from '../../lib/save-problem';

const LABEL_KEYS: Record<DemoCompanyId, string> = {
  demoCompanyCafe: 'demo.cafe',
  demoHQ: 'demo.hq',
  demoMall: 'demo.mall',
};

/** 카페 / 본사 / 농장몰: the demo company, saved as lastSelectedDemoCompanyId (spec §3). */
export const DemoCompanySwitcher = ({ fullWidth = false }: { fullWidth?: boolean }) => {
  const { t } = useTranslation();
  const { administrator, companyId } = useCurrentCompany();
  const switchDemo = useSwitchDemoCompany(administrator);
  return (
    <SegmentedControl
      size="xs"
      fullWidth={fullWidth}
      aria-label={t('demo.switcherLabel')}
      value={isDemoCompanyId(companyId) ? companyId : 'demoCompanyCafe'}
      disabled={!administrator}
      data={DEMO_COMPANY_IDS.map((id) => ({ value: id, label: t(LABEL_KEYS[id]) }))}
      onChange={(value) => {
        if (!isDemoCompanyId(value) || value === companyId) return;
        switchDemo.mutate(value, {
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: t('demo.switchFailed', { message: problemMessage(error) }),
            }),
        });
      }}
    />
  );
};
