import { Anchor, Card, Stack, Stepper, Text } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';

/** /admin/join/kakao-channel-guide: how an owner gets the KakaoTalk channel the Alimtalk messages need. */
export const KakaoChannelGuidePage = () => {
  const { t } = useTranslation();
  const steps = t('pages.kakaoGuide.steps', { returnObjects: true }) as [string, string][];
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.kakaoGuide.title')} description={t('pages.kakaoGuide.description')} />
      <Card withBorder padding="lg">
        <Stepper active={-1} orientation="vertical" allowNextStepsSelect={false}>
          {steps.map(([label, description]) => (
            <Stepper.Step key={label} label={label} description={<Text size="sm">{description}</Text>} />
          ))}
        </Stepper>
      </Card>
      <Anchor component={Link} to={href('admin-join')} fw={600}>
        {t('pages.kakaoGuide.back')}
      </Anchor>
    </Stack>
  );
};
