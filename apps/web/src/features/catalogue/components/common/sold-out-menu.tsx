import { Button, Group, Menu, Modal, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { catalogueText } from '../../i18n';
import type { SoldOutChoice } from '../../utils/sold-out';
import classes from './row-controls.module.css';

type SoldOutMenuProps = {
  isSoldOut: boolean;
  label: string;
  disabled?: boolean;
  onChoose: (choice: SoldOutChoice) => void;
};

/** `datetime-local` wants local wall-clock time without a zone. */
const toLocalInput = (date: Date) => {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

const UntilDialog = ({
  label,
  onClose,
  onChoose,
}: {
  label: string;
  onClose: () => void;
  onChoose: SoldOutMenuProps['onChoose'];
}) => {
  const { t } = catalogueText.useT();
  const [until, setUntil] = useState(() => toLocalInput(new Date(Date.now() + 2 * 60 * 60 * 1000)));
  const untilDate = until ? new Date(until) : null;
  const isUntilValid = untilDate !== null && untilDate.getTime() > Date.now();
  return (
    <Modal opened onClose={onClose} title={t('soldOut.untilTitle', { label })} centered size="sm">
      <TextInput
        type="datetime-local"
        label={t('soldOut.untilLabel')}
        value={until}
        onChange={(event) => setUntil(event.currentTarget.value)}
        error={until && !isUntilValid ? t('soldOut.untilPast') : undefined}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('soldOut.cancel')}
        </Button>
        <Button
          disabled={!isUntilValid}
          onClick={() => {
            if (untilDate) onChoose({ mode: 'until', until: untilDate });
            onClose();
          }}
        >
          {t('soldOut.markSoldOut')}
        </Button>
      </Group>
    </Modal>
  );
};

/**
 * One-tap sold-out (issue #5): 오늘만 / 시간 지정 / 다시 켤 때까지, or 판매 재개 when sold out. The menu (a
 * floating popover) is mounted on first use only: a list page shows one of these per row.
 */
export const SoldOutMenu = ({ isSoldOut, label, disabled, onChoose }: SoldOutMenuProps) => {
  const { t } = catalogueText.useT();
  const [isActive, setIsActive] = useState(false);
  const [isTimeOpen, time] = useDisclosure(false);
  const state = isSoldOut ? t('soldOut.soldOut') : t('soldOut.onSale');
  const target = (
    <button
      type="button"
      className={classes.pill}
      data-sold-out={isSoldOut || undefined}
      disabled={disabled}
      // The visible state is part of the name (WCAG 2.5.3: what you see is what you can say).
      aria-label={t('soldOut.menu', { label, state })}
      aria-haspopup="menu"
      onClick={isActive ? undefined : () => setIsActive(true)}
    >
      {state}
      <IconChevronDown size={14} aria-hidden />
    </button>
  );
  if (!isActive) return target;
  return (
    <>
      <Menu position="bottom-end" withinPortal defaultOpened>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          {isSoldOut ? (
            <Menu.Item onClick={() => onChoose({ mode: 'resume' })} color="green">
              {t('soldOut.resume')}
            </Menu.Item>
          ) : null}
          <Menu.Label>{t('soldOut.markSoldOut')}</Menu.Label>
          <Menu.Item onClick={() => onChoose({ mode: 'today' })}>{t('soldOut.today')}</Menu.Item>
          <Menu.Item onClick={time.open}>{t('soldOut.pickTime')}</Menu.Item>
          <Menu.Item onClick={() => onChoose({ mode: 'indefinite' })}>{t('soldOut.indefinite')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {isTimeOpen ? <UntilDialog label={label} onClose={time.close} onChoose={onChoose} /> : null}
    </>
  );
};
