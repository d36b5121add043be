import { Anchor, Button, Card, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { href } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';
import { QrCode } from './qr-code';
import classes from './shop-link-card.module.css';

type ShopLinkCardProps = { companyId: string; shopName: string };

/** The storefront's address on this deployment: what customers scan. */
export const shopUrl = (companyId: string, origin = window.location.origin) =>
  `${origin}${href('user-companyId', { companyId })}`;

/**
 * "우리 가게 주문 링크" (issue #11): the shop's own customer link with copy and open, its QR code, and a printable
 * poster for tables and the counter (print CSS shows the poster alone).
 */
export const ShopLinkCard = ({ companyId, shopName }: ShopLinkCardProps) => {
  const { t } = useTranslation();
  const url = shopUrl(companyId);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="shop-link-title">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <QrCode value={url} size={136} label={t('shopLink.qrLabel', { name: shopName })} />
        <Stack gap="xs" style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={700} id="shop-link-title">
            {t('shopLink.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('shopLink.body')}
          </Text>
          <Anchor
            href={url}
            target="_blank"
            rel="noopener"
            size="sm"
            style={{ wordBreak: 'break-all' }}
            data-testid="shop-url"
          >
            {url}
          </Anchor>
          <Group gap="xs">
            {/* 2 s rather than Mantine's 1 s: long enough to read "복사됨" after looking back from the tap. */}
            <CopyButton value={url} timeout={2000}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" leftSection={<IconCopy size={14} />} onClick={copy}>
                  {copied ? t('shopLink.copied') : t('shopLink.copy')}
                </Button>
              )}
            </CopyButton>
            <Button
              size="xs"
              variant="default"
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              leftSection={<IconExternalLink size={14} />}
            >
              {t('shopLink.open')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPrinter size={14} />}
              onClick={() => window.print()}
            >
              {t('shopLink.print')}
            </Button>
          </Group>
        </Stack>
      </Group>
      <div className={classes.poster} aria-hidden>
        <div className={classes.posterName}>{shopName}</div>
        <QrCode value={url} size="110mm" label="" printOnly />
        <div className={classes.posterCall}>{t('shopLink.posterCall')}</div>
        <div>{t('shopLink.posterHint')}</div>
        <div className={classes.posterUrl}>{url}</div>
      </div>
    </Card>
  );
};
