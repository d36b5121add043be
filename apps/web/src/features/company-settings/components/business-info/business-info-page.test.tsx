import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdministrator, makeCompany } from '../../../../testing/factories/company';
import { ADMIN_USER, renderApp, signInAs } from '../../../../testing/render-app';
import { installFakeCompanyApi } from '../../testing/fake-company-api';
import { replaceText } from '../../testing/replace-text';

const PATH = '/admin/company/edit-business-info';

const openPage = async () => {
  signInAs(ADMIN_USER);
  const view = renderApp(PATH);
  await screen.findByDisplayValue('샘플카페 합정점');
  return view;
};

describe('business info page', { timeout: 45_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the whole company with its revision and the edited fields', async () => {
    const api = installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage();

    const shopName = screen.getByLabelText('상호');
    await replaceText(user, shopName, '샘플카페 망원점');
    const registration = screen.getByLabelText('사업자 등록번호');
    await replaceText(user, registration, '1053174024');
    await user.tab();
    expect(registration).toHaveValue('105-31-74024');
    await user.click(screen.getByLabelText('택배'));
    await replaceText(user, screen.getByLabelText('은행'), '국민은행');
    expect(screen.getByText('저장하지 않은 변경 사항이 있습니다')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(api.saves).toHaveLength(1));
    const [saved] = api.saves;
    expect(saved?.revision).toBe(3);
    expect(saved?.businessInfo.shopName).toBe('샘플카페 망원점');
    expect(saved?.orderSupport.supportParcel).toBe(true);
    expect(saved?.bankAccount.bankName).toBe('국민은행');
    // Untouched parts of the document travel unchanged (the save is the whole company).
    expect(saved?.businessHours).toEqual(makeCompany().businessHours);
    expect(await screen.findByText('변경 사항 없음')).toBeInTheDocument();
  });

  it('refuses an invalid 사업자등록번호 under the field and sends nothing', async () => {
    const api = installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage();

    const registration = screen.getByLabelText('사업자 등록번호');
    await replaceText(user, registration, '123-45-67890');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('올바른 사업자등록번호가 아닙니다 (숫자 10자리)')).toBeInTheDocument();
    expect(api.companyPosts()).toHaveLength(0);
  });

  it('takes a typed latitude/longitude and names a missing or out-of-range one in Korean', async () => {
    const api = installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage();

    const latitude = screen.getByLabelText('위도');
    await replaceText(user, latitude, '123');
    await user.clear(screen.getByLabelText('경도'));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('90 이하여야 합니다')).toBeInTheDocument();
    expect(screen.getByText('숫자를 입력하세요')).toBeInTheDocument();

    await replaceText(user, latitude, '37.5563');
    await replaceText(user, screen.getByLabelText('경도'), '126.9220');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]?.businessInfo.geoPoint).toEqual({ latitude: 37.5563, longitude: 126.922 });
  });

  it('refuses a stale save with the server message, overwrites nothing and reloads on request', async () => {
    const api = installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage();
    api.changeOnServer('coA', (company) => ({
      ...company,
      businessInfo: { ...company.businessInfo, shopName: '다른 관리자가 바꾼 이름' },
    }));

    await user.type(screen.getByLabelText('대표자'), '님');
    await user.click(screen.getByRole('button', { name: '저장' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('서버에서 내용이 변경되어 저장할 수 없습니다')).toBeInTheDocument();
    expect(api.saves).toHaveLength(0);
    expect(api.stored('coA')?.businessInfo.shopName).toBe('다른 관리자가 바꾼 이름');

    await user.click(within(alert).getByRole('button', { name: '최신 내용 불러오기' }));
    expect(await screen.findByDisplayValue('다른 관리자가 바꾼 이름')).toBeInTheDocument();
    expect(screen.getByLabelText('대표자')).toHaveValue('박사장');
  });

  it('asks before leaving with unsaved changes', async () => {
    installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    const { router } = await openPage();

    await user.type(screen.getByLabelText('브랜드'), '!');
    void router.navigate('/admin/dashboard');

    expect(
      await screen.findByText('이 화면을 떠나면 변경한 내용이 사라집니다. 그래도 나갈까요?'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    await user.click(screen.getByRole('button', { name: '저장하지 않고 나가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('uploads a thumbnail and shows it from /uploads/{companyId}/{fileName}', async () => {
    const api = installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage();

    const file = new File(['png'], 'shop.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, file);

    const image = await screen.findByRole('img', { name: '대표 사진' });
    expect(image).toHaveAttribute('src', '/uploads/coA/upload_1.webp');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.saves[0]?.imageThumbnailFileName).toBe('upload_1.webp'));
  });

  it('is read-only for a demo administrator', async () => {
    installFakeCompanyApi({
      companies: [makeCompany('demoCompanyCafe')],
      administrator: makeAdministrator('uid_owner', []),
    });
    signInAs({ uid: 'uid_demo', roles: ['admin'], companyIds: [] });
    renderApp(PATH);

    expect((await screen.findAllByTestId('demo-read-only-notice')).length).toBeGreaterThan(0);
    expect(await screen.findByLabelText('상호')).toBeDisabled();
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
  });
});
