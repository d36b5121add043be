import { Button, Group, Menu, Modal, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
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
  const [until, setUntil] = useState(() => toLocalInput(new Date(Date.now() + 2 * 60 * 60 * 1000)));
  const untilDate = until ? new Date(until) : null;
  const isUntilValid = untilDate !== null && untilDate.getTime() > Date.now();
  return (
    <Modal opened onClose={onClose} title={`${label} 품절 종료 시각`} centered size="sm">
      <TextInput
        type="datetime-local"
        label="이 시각까지 품절"
        value={until}
        onChange={(event) => setUntil(event.currentTarget.value)}
        error={until && !isUntilValid ? '지금보다 뒤의 시각을 고르세요' : undefined}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          취소
        </Button>
        <Button
          disabled={!isUntilValid}
          onClick={() => {
            if (untilDate) onChoose({ mode: 'until', until: untilDate });
            onClose();
          }}
        >
          품절 처리
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
  const [isActive, setIsActive] = useState(false);
  const [isTimeOpen, time] = useDisclosure(false);
  const state = isSoldOut ? '품절' : '판매 중';
  const target = (
    <button
      type="button"
      className={classes.pill}
      data-sold-out={isSoldOut || undefined}
      disabled={disabled}
      // The visible state is part of the name (WCAG 2.5.3: what you see is what you can say).
      aria-label={`${label} 품절 설정: ${state}`}
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
              판매 재개
            </Menu.Item>
          ) : null}
          <Menu.Label>품절 처리</Menu.Label>
          <Menu.Item onClick={() => onChoose({ mode: 'today' })}>오늘만 품절 (23:59까지)</Menu.Item>
          <Menu.Item onClick={time.open}>시간 지정…</Menu.Item>
          <Menu.Item onClick={() => onChoose({ mode: 'indefinite' })}>다시 켤 때까지 품절</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {isTimeOpen ? <UntilDialog label={label} onClose={time.close} onChoose={onChoose} /> : null}
    </>
  );
};
