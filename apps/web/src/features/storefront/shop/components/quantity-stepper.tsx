import { ActionIcon } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useStorefrontT } from '../../i18n';
import classes from './quantity-stepper.module.css';

type QuantityStepperProps = {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Names the number for screen readers: "아메리카노 수량". */
  label: string;
};

/** − n + with 40 px targets; the ends are disabled rather than silently ignored. */
export const QuantityStepper = ({ value, min, max, onChange, label }: QuantityStepperProps) => {
  const { t } = useStorefrontT();
  return (
    <fieldset className={classes.stepper} aria-label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        radius="xl"
        size={40}
        aria-label={t('sheet.decrease')}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <IconMinus size={18} />
      </ActionIcon>
      <output className={classes.value} aria-live="polite">
        {value}
      </output>
      <ActionIcon
        variant="subtle"
        color="gray"
        radius="xl"
        size={40}
        aria-label={t('sheet.increase')}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <IconPlus size={18} />
      </ActionIcon>
    </fieldset>
  );
};
