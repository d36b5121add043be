import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressSearchAdapter } from '../../../../lib/address/address-search';
import { makeCompany } from '../../../../testing/factories/company';
import { renderPage } from '../../../../testing/render-page';
import { installFakeCompanyApi } from '../../testing/fake-company-api';
import { BusinessInfoForm } from './business-info-form';

/** A stand-in for a real address service (Kakao Local and the like) behind the adapter seam. */
const fakeSearch: AddressSearchAdapter = {
  label: '테스트 주소 검색',
  canSearch: true,
  search: vi.fn(async () => [
    {
      addressName: '서울 마포구 망원동 384-1',
      roadAddressName: '서울 마포구 포은로 88',
      buildingName: '망원빌딩',
      postCode: '04007',
      geoPoint: { latitude: 37.5563, longitude: 126.9065 },
    },
  ]),
};

const renderForm = (addressSearch?: AddressSearchAdapter) => {
  const company = makeCompany();
  const api = installFakeCompanyApi({ companies: [company] });
  const element = (
    <BusinessInfoForm
      company={company}
      companyId={company.id}
      canWrite
      reload={async () => {}}
      addressSearch={addressSearch}
    />
  );
  renderPage(element);
  return api;
};

describe('address search adapter', { timeout: 45_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the address and the point from the picked result', async () => {
    const api = renderForm(fakeSearch);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('주소 검색 (테스트 주소 검색)'), '포은로 88{Enter}');
    await user.click(await screen.findByRole('button', { name: /서울 마포구 포은로 88/ }));

    expect(screen.getByLabelText('도로명 주소')).toHaveValue('서울 마포구 포은로 88');
    expect(screen.getByLabelText('우편번호')).toHaveValue('04007');
    expect(screen.getByLabelText('위도')).toHaveValue('37.5563');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]?.businessInfo).toMatchObject({
      building_name: '망원빌딩',
      geoPoint: { latitude: 37.5563, longitude: 126.9065 },
    });
  });

  it.each([
    [
      'a lost connection in Korean, never the browser\'s "Failed to fetch"',
      new TypeError('Failed to fetch'),
      /^서버에 연결하지 못했습니다/,
      /Failed to fetch/,
    ],
    [
      "any other failure of the service in its own words, not the service's English",
      new Error('401 Unauthorized'),
      /^주소를 찾지 못했습니다\.$/,
      /Unauthorized/,
    ],
  ])('says %s', async (_, thrown, shown, hidden) => {
    renderForm({
      ...fakeSearch,
      search: vi.fn(async () => {
        throw thrown;
      }),
    });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('주소 검색 (테스트 주소 검색)'), '포은로 88{Enter}');

    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(hidden)).not.toBeInTheDocument();
  });

  it('falls back to typing the address with the manual adapter', async () => {
    renderForm();
    expect(
      await screen.findByText(/주소 검색 서비스가 연결되어 있지 않아 직접 입력합니다/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/주소 검색/)).not.toBeInTheDocument();
  });
});
