import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCompany } from '../../../../testing/factories/company';
import { ADMIN_USER, renderApp, signInAs } from '../../../../testing/render-app';
import { installFakeCompanyApi } from '../../testing/fake-company-api';

/** Tuesday 2026-03-03 in Seoul; the shop opens 09:00–21:00 every day. */
const TUESDAY_NIGHT = new Date('2026-03-03T13:30:00Z'); // 22:30 KST
const TUESDAY_NOON = new Date('2026-03-03T03:00:00Z'); // 12:00 KST

const openPage = async (now: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  signInAs(ADMIN_USER);
  const view = renderApp('/admin/company/edit-business-hours');
  await screen.findByLabelText('월요일 여는 시간');
  return view;
};

const statusText = () => screen.getByTestId('open-status-text');

describe('business hours page', { timeout: 45_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('previews "open now?" with the shared function, counting unsaved edits', async () => {
    installFakeCompanyApi({ companies: [makeCompany()] });
    await openPage(TUESDAY_NIGHT);
    expect(statusText()).toHaveTextContent('지금: 영업 종료 — 내일 09:00에 문을 열어요');

    fireEvent.change(screen.getByLabelText('화요일 닫는 시간'), { target: { value: '23:00' } });

    await waitFor(() => expect(statusText()).toHaveTextContent('지금: 영업 중'));
    expect(screen.getByText('저장하지 않은 영업 시간 변경을 반영한 미리보기입니다.')).toBeInTheDocument();
  });

  it('saves days off and a suggested holiday, keeping the pause it does not own', async () => {
    const pauseOrdersUntil = '2026-03-01T01:00:00.000Z';
    const company = makeCompany();
    const api = installFakeCompanyApi({
      companies: [{ ...company, businessHours: { ...company.businessHours, pauseOrdersUntil } }],
    });
    const user = userEvent.setup();
    await openPage(TUESDAY_NIGHT);

    await user.click(screen.getByLabelText('수요일 영업'));
    await user.click(screen.getByRole('button', { name: /2026년 5월 5일 \(화\) 어린이날 휴무일로 추가/ }));
    await user.click(screen.getByRole('button', { name: /설 · 추석 연휴 모두 추가/ }));
    expect(screen.getByText('2026년 5월 5일 (화)')).toBeInTheDocument();
    // Tomorrow is now a day off: the preview moves the next opening to Thursday.
    expect(statusText()).toHaveTextContent('목요일 09:00에 문을 열어요');

    await user.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(api.saves).toHaveLength(1));
    const hours = api.saves[0]?.businessHours;
    expect(hours?.weeklyHours.wednesday.isOpen).toBe(false);
    expect(hours?.closureDates).toEqual(
      expect.arrayContaining(['2026-05-05', '2026-09-24', '2026-09-25', '2026-09-26', '2027-02-07']),
    );
    expect(hours?.pauseOrdersUntil).toBe(pauseOrdersUntil);
  });

  it('pauses orders and flips the live switch at once, and the form still saves after them', async () => {
    const api = installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage(TUESDAY_NOON);
    expect(statusText()).toHaveTextContent('지금: 영업 중');

    fireEvent.change(screen.getByLabelText('목요일 여는 시간'), { target: { value: '10:00' } });
    await user.click(screen.getByRole('button', { name: '30분' }));

    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]?.businessHours.pauseOrdersUntil).toBe('2026-03-03T03:30:00.000Z');
    // The quick action saved the document as loaded, not the unsaved Thursday edit.
    expect(api.saves[0]?.businessHours.weeklyHours.thursday.open).toBe('09:00');
    expect(await screen.findByText('12:30까지 주문을 멈췄습니다')).toBeInTheDocument();
    expect(statusText()).toHaveTextContent('지금: 영업 종료 — 오늘 12:30부터 다시 주문을 받아요');

    await user.click(screen.getByRole('switch', { name: /운영 스위치/ }));
    await waitFor(() => expect(api.saves).toHaveLength(2));
    expect(api.saves[1]?.isOpen).toBe(false);

    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.saves).toHaveLength(3));
    expect(api.saves[2]?.businessHours.weeklyHours.thursday.open).toBe('10:00');
    expect(api.saves[2]?.isOpen).toBe(false);
    expect(api.saves[2]?.businessHours.pauseOrdersUntil).toBe('2026-03-03T03:30:00.000Z');
    expect(screen.queryByText('서버에서 내용이 변경되어 저장할 수 없습니다')).not.toBeInTheDocument();
  });

  it('refuses an empty opening time under the field and sends nothing', async () => {
    const api = installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage(TUESDAY_NIGHT);

    fireEvent.change(screen.getByLabelText('금요일 여는 시간'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('HH:MM 형식이어야 합니다')).toBeInTheDocument();
    expect(api.companyPosts()).toHaveLength(0);
  });
});
