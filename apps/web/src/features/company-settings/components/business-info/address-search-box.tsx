import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { AddressSearchAdapter, AddressSearchResult } from '../../../../lib/address/address-search';
import { problemMessage } from '../../../../lib/save-problem';
import { companySettingsText } from '../../i18n';

type AddressSearchBoxProps = {
  adapter: AddressSearchAdapter;
  onPick: (result: AddressSearchResult) => void;
};

/** Asks the configured address service and lets the owner pick one result, which fills the fields below. */
export const AddressSearchBox = ({ adapter, onPick }: AddressSearchBoxProps) => {
  const { t } = companySettingsText.useT();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<AddressSearchResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSearching, setIsSearching] = useState(false);

  const search = async () => {
    if (!query.trim()) return;
    setIsSearching(true);
    setError(null);
    try {
      setResults(await adapter.search(query.trim()));
    } catch (caught) {
      // The service's own message may be English: a lost connection in our words, anything else as 주소를 찾지 못했습니다.
      setError(problemMessage(caught, t('address.searchFailed')));
    } finally {
      setIsSearching(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('address.search', { service: adapter.label })}
          placeholder={t('address.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter searches instead of submitting the whole settings form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void search();
          }}
          error={error}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          leftSection={<IconSearch size={16} />}
          onClick={() => void search()}
          loading={isSearching}
        >
          {t('address.searchButton')}
        </Button>
      </Group>
      {results?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('address.none')}
        </Text>
      ) : null}
      {results?.map((result) => (
        <UnstyledButton
          key={`${result.roadAddressName}|${result.addressName}`}
          onClick={() => {
            onPick(result);
            setResults(null);
          }}
          p="xs"
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            border: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <Text size="sm" fw={600}>
            {result.roadAddressName || result.addressName}
          </Text>
          <Text size="xs" c="dimmed">
            {[result.addressName, result.buildingName, result.postCode].filter(Boolean).join(' · ')}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
};
