import { isOptionItemSoldOut, MAX_OPTION_QUANTITY, type Option } from '@jumun/shared';
import { Badge } from '@mantine/core';
import { useStorefrontT } from '../../i18n';
import { QuantityStepper } from '../../shop/components/quantity-stepper';
import { useWon } from '../../shop/hooks/use-won';
import classes from './option-field.module.css';

type OptionFieldProps = {
  option: Option;
  value: readonly string[] | number | undefined;
  now: Date;
  error?: string;
  onChange: (value: string[] | number) => void;
};

const CHIP_STYLES = new Set(['segmented', 'inline']);

/**
 * One option of the product sheet (domain §4.3): select = exactly one (필수), check = any number (선택), quantity =
 * a counter on the first item. Native radio and checkbox inputs inside big labelled rows: the whole row is the
 * touch target, and screen readers hear a real radio group.
 */
export const OptionField = ({ option, value, now, error, onChange }: OptionFieldProps) => {
  const { t } = useStorefrontT();
  const won = useWon();
  const chosen = Array.isArray(value) ? value : [];
  const isSelect = option.type === 'select';
  const surcharge = (price: number) => (price === 0 ? '' : `${price > 0 ? '+' : ''}${won(price)}`);
  const hint =
    option.type === 'select'
      ? t('sheet.selectOne')
      : option.type === 'check'
        ? t('sheet.selectMany')
        : t('sheet.quantityOf', { item: option.optionItems[0] ?? '', max: MAX_OPTION_QUANTITY });
  const needsChoice = isSelect && chosen.length === 0;
  const isChips = isSelect && CHIP_STYLES.has(option.styleType);

  const toggle = (item: string, isChecked: boolean) => {
    if (isSelect) onChange([item]);
    else onChange(isChecked ? [...chosen, item] : chosen.filter((entry) => entry !== item));
  };

  return (
    <div
      className={`${classes.block} ${option.styleType === 'emphasized' ? classes.emphasized : ''} ${
        needsChoice && option.styleType === 'required-highlight' ? classes.needsChoice : ''
      }`}
    >
      <fieldset
        className={classes.field}
        aria-describedby={error ? `${option.id}-error` : undefined}
        data-testid={`option-${option.id}`}
      >
        <legend className={classes.legend}>
          <span className={classes.name}>{option.optionName}</span>
          <Badge
            size="sm"
            radius="sm"
            variant={isSelect ? 'filled' : 'light'}
            color={isSelect ? 'red' : 'gray'}
          >
            {isSelect ? t('sheet.required') : t('sheet.optional')}
          </Badge>
          <span className={classes.hint}>{hint}</span>
        </legend>
        {option.msg ? <p className={classes.msg}>{option.msg}</p> : null}
        {option.type === 'quantity' ? (
          <div className={`${classes.row} ${classes.quantityRow}`}>
            <span className={classes.label}>
              {option.optionItems[0]}
              {option.optionItemsPrice[0] ? (
                <span className={classes.price}> ({surcharge(option.optionItemsPrice[0])})</span>
              ) : null}
            </span>
            <QuantityStepper
              value={typeof value === 'number' ? value : 0}
              min={0}
              max={MAX_OPTION_QUANTITY}
              onChange={onChange}
              label={option.optionName}
            />
          </div>
        ) : (
          <div className={isChips ? classes.chips : classes.rows}>
            {option.optionItems.map((item, index) => {
              const isSoldOut = isOptionItemSoldOut(option, item, now);
              const price = option.optionItemsPrice[index] ?? 0;
              return (
                <label
                  key={item}
                  className={`${isChips ? classes.chip : classes.row} ${isSoldOut ? classes.disabled : ''}`}
                >
                  <input
                    type={isSelect ? 'radio' : 'checkbox'}
                    name={option.id}
                    value={item}
                    checked={chosen.includes(item)}
                    disabled={isSoldOut}
                    onChange={(event) => toggle(item, event.currentTarget.checked)}
                  />
                  <span className={classes.label}>{item}</span>
                  <span className={classes.price}>
                    {isSoldOut ? t('sheet.soldOutItem') : surcharge(price)}
                  </span>
                </label>
              );
            })}
          </div>
        )}
        {error ? (
          <p className={classes.error} id={`${option.id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
};
