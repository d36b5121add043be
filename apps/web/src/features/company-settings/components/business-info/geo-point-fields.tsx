import type { GeoPoint } from '@jumun/shared';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { companySettingsText } from '../../i18n';
import { HINT_BELOW } from '../common/field-props';
import type { BusinessInfoForm } from './business-info-form.types';

type Axis = keyof GeoPoint;

type AxisInputProps = {
  label: string;
  placeholder: string;
  description: string;
  value: number | undefined;
  onValue: (value: number) => void;
  error: ReactNode;
};

const toText = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '' : value);

/** Whether the text on screen already stands for `value` (half-typed text stands for "no number yet"). */
const isShowing = (text: string | number, value: number | undefined) =>
  value === undefined || Number.isNaN(value)
    ? typeof text === 'string'
    : text !== '' && Number(text) === value;

/**
 * Keeps what is typed ('37.' on the way to '37.5') as text, and reports a number (NaN while empty or half-typed).
 * A value set from outside (reload, an address search) replaces the text.
 */
const AxisInput = ({ value, onValue, ...props }: AxisInputProps) => {
  const [text, setText] = useState<string | number>(toText(value));
  useEffect(() => {
    setText((current) => (isShowing(current, value) ? current : toText(value)));
  }, [value]);
  return (
    <NumberInput
      {...props}
      {...HINT_BELOW}
      decimalScale={7}
      hideControls
      value={text}
      onChange={(next) => {
        setText(next);
        onValue(typeof next === 'number' ? next : Number.NaN);
      }}
    />
  );
};

/**
 * Latitude and longitude typed by hand. Both empty means "no location" (null); one missing is kept as NaN so the
 * shared schema reports it under that field instead of silently dropping the point.
 */
export const GeoPointFields = ({ form }: { form: BusinessInfoForm }) => {
  const { t } = companySettingsText.useT();
  const point = form.values.businessInfo.geoPoint;

  const change = (axis: Axis, value: number) => {
    const next = {
      latitude: point?.latitude ?? Number.NaN,
      longitude: point?.longitude ?? Number.NaN,
      [axis]: value,
    };
    const isEmpty = Number.isNaN(next.latitude) && Number.isNaN(next.longitude);
    form.setFieldValue('businessInfo.geoPoint', isEmpty ? null : next);
  };

  const errorOf = (axis: Axis) => form.errors[`businessInfo.geoPoint.${axis}`];

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <AxisInput
        label={t('address.latitude')}
        placeholder="37.5635"
        description={t('address.latitudeHint')}
        value={point?.latitude}
        onValue={(value) => change('latitude', value)}
        error={errorOf('latitude')}
      />
      <AxisInput
        label={t('address.longitude')}
        placeholder="126.9236"
        description={t('address.longitudeHint')}
        value={point?.longitude}
        onValue={(value) => change('longitude', value)}
        error={errorOf('longitude')}
      />
    </SimpleGrid>
  );
};
