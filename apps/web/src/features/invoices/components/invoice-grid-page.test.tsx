import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdministrator, makeCompany } from '../../../testing/factories/company';
import { ADMIN_USER, renderApp, signInAs } from '../../../testing/render-app';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The company and administrator documents the frame reads; no send history yet; the stream is down. */
const installApi = (administrator = makeAdministrator()) => {
  const company = makeCompany();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      if (pathname.startsWith('/api/document/admin/company/'))
        return json({ isSuccess: true, data: company });
      if (pathname.startsWith('/api/document/admin/administrator/'))
        return json({ isSuccess: true, data: administrator });
      if (pathname.endsWith('/waybill-sends')) return json({ isSuccess: true, data: [] });
      return json({ isSuccess: false, error: 'NOT_FOUND', message: 'none' }, 404);
    }),
  );
};

/**
 * A barcode scanner types the digits and Enter as fast as keys can go: no frame is drawn between them. Each key
 * is dispatched here synchronously, one after the other, as a scanner's are.
 */
const scan = (start: HTMLElement, codes: string[]) => {
  let target = start;
  for (const code of codes) {
    for (const digit of code) {
      const input = document.activeElement as HTMLInputElement;
      fireEvent.change(input, { target: { value: input.value + digit } });
    }
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    target = document.activeElement as HTMLElement;
  }
  return target;
};

describe('waybill grid', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('puts each scanned tracking number in its own row, adding rows past the last', async () => {
    installApi();
    signInAs(ADMIN_USER);
    renderApp('/admin/invoice2');
    const first = await screen.findByLabelText('등기번호 1');
    first.focus();
    const codes = [
      '6070000000001',
      '6070000000002',
      '6070000000003',
      '6070000000004',
      '6070000000005',
      '6070000000006',
      '6070000000007',
    ];
    scan(first, codes);
    codes.forEach((code, index) => {
      expect(screen.getByLabelText(`등기번호 ${index + 1}`)).toHaveValue(code);
    });
    // Seven scans into five rows: two were added, and the caret waits in the eighth row's tracking cell.
    expect(document.activeElement).toBe(screen.getByLabelText('등기번호 8'));
  });

  it("fills the grid from a courier's CSV export, header skipped, columns found by what they hold", async () => {
    installApi();
    signInAs(ADMIN_USER);
    const { container } = renderApp('/admin/invoice2');
    await screen.findByLabelText('등기번호 1');
    const csv =
      '\uFEFF받는분,연락처,운송장번호,상품\r\n김민지,010-1234-5678,6896-1234-5678,한라봉\r\n이준호,+82 10 9876 5432,689612345680,귤\r\n';
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([csv], 'cj-export.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect(screen.getByLabelText('이름 1')).toHaveValue('김민지'));
    expect(screen.getByLabelText('전화번호 2')).toHaveValue('010-9876-5432');
    expect(screen.getByLabelText('등기번호 1')).toHaveValue('689612345678');
    expect(screen.queryByLabelText('이름 3')).toBeNull();
  });

  it("fills the grid from a courier's .xlsx export, numbers and blank rows as Excel keeps them", async () => {
    installApi();
    signInAs(ADMIN_USER);
    const { container } = renderApp('/admin/invoice2');
    await screen.findByLabelText('등기번호 1');
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('출력');
    sheet.addRow(['받는분', '연락처', '운송장번호', '상품']);
    sheet.addRow(['김민지', '010-1234-5678', 689612345678, '한라봉']);
    sheet.addRow([]);
    // A tracking number Excel keeps as a number, and a rich-text name.
    sheet.addRow([{ richText: [{ text: '이' }, { text: '준호' }] }, '+82 10 9876 5432', 689612345680, '귤']);
    const bytes = await workbook.xlsx.writeBuffer();
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([bytes], 'cj-export.xlsx')] } });
    await waitFor(() => expect(screen.getByLabelText('이름 1')).toHaveValue('김민지'));
    expect(screen.getByLabelText('전화번호 1')).toHaveValue('010-1234-5678');
    expect(screen.getByLabelText('등기번호 1')).toHaveValue('689612345678');
    expect(screen.getByLabelText('이름 2')).toHaveValue('이준호');
    expect(screen.getByLabelText('전화번호 2')).toHaveValue('010-9876-5432');
    expect(screen.getByLabelText('등기번호 2')).toHaveValue('689612345680');
    expect(screen.queryByLabelText('이름 3')).toBeNull();
  });

  it('lets 직원 send the 송장 (shop-floor work, decision 017), as the server does', async () => {
    installApi(makeAdministrator('uid_owner', ['coA'], { companyRoles: { coA: 'staff' } }));
    signInAs(ADMIN_USER);
    const { container } = renderApp('/admin/invoice2');
    await screen.findByLabelText('등기번호 1');
    const csv = '받는분,연락처,운송장번호\r\n김민지,010-1234-5678,6896-1234-5678\r\n';
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([csv], 'cj.csv', { type: 'text/csv' })] } });
    const send = await screen.findByRole('button', { name: /택배번호 보내기 \(1건\)/ });
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.queryByText('체험 계정은 보낼 수 없습니다. 미리 보기만 할 수 있어요.')).toBeNull();
  });

  it('reads a CSV that Korean Excel saved as CP949, and says so when a file holds no rows', async () => {
    installApi();
    signInAs(ADMIN_USER);
    const { container } = renderApp('/admin/invoice2');
    await screen.findByLabelText('등기번호 1');
    // "받는분,연락처,운송장번호 / 김민지,010-1234-5678,6896-1234-5678" in CP949, byte for byte.
    const cp949 = Uint8Array.from([
      185, 222, 180, 194, 186, 208, 44, 191, 172, 182, 244, 195, 179, 44, 191, 238, 188, 219, 192, 229, 185,
      248, 200, 163, 13, 10, 177, 232, 185, 206, 193, 246, 44, 48, 49, 48, 45, 49, 50, 51, 52, 45, 53, 54, 55,
      56, 44, 54, 56, 57, 54, 45, 49, 50, 51, 52, 45, 53, 54, 55, 56, 13, 10,
    ]);
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([cp949], 'cj-export.csv', { type: 'text/csv' })] },
    });
    await waitFor(() => expect(screen.getByLabelText('이름 1')).toHaveValue('김민지'));
    expect(screen.getByLabelText('등기번호 1')).toHaveValue('689612345678');

    fireEvent.change(input, {
      target: { files: [new File(['받는분,연락처,운송장번호\r\n'], 'notes.csv', { type: 'text/csv' })] },
    });
    expect(
      await screen.findByText('notes.csv에서 이름 · 전화번호 · 송장번호 줄을 찾지 못했습니다.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('이름 1')).toHaveValue('김민지');
  });

  it('marks a cell that is not a phone or tracking number as it is typed', async () => {
    installApi();
    signInAs(ADMIN_USER);
    renderApp('/admin/invoice2');
    const phone = await screen.findByLabelText('전화번호 1');
    fireEvent.change(phone, { target: { value: '0212345' } });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(phone, { target: { value: '01012345678' } });
    expect(phone).toHaveValue('010-1234-5678');
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('fills cells rightwards and downwards from a block pasted out of Excel, adding rows', async () => {
    installApi();
    signInAs(ADMIN_USER);
    renderApp('/admin/invoice2');
    const phone = await screen.findByLabelText('전화번호 4');
    const block =
      '010-1111-2222\t6896-1234-5678\r\n01033334444\t689612345680\r\n+82 10 5555 6666\t607000000000\r\n';
    fireEvent.paste(phone, { clipboardData: { getData: () => block } });
    expect(screen.getByLabelText('전화번호 4')).toHaveValue('010-1111-2222');
    expect(screen.getByLabelText('등기번호 4')).toHaveValue('689612345678');
    expect(screen.getByLabelText('전화번호 6')).toHaveValue('010-5555-6666');
    expect(screen.getByLabelText('등기번호 6')).toHaveValue('607000000000');
    expect(screen.getByLabelText('이름 6')).toHaveValue('');

    // One value pastes into the cell the usual way: the browser inserts it, nothing else changes.
    const name = screen.getByLabelText('이름 1');
    const single = fireEvent.paste(name, { clipboardData: { getData: () => '김민지' } });
    expect(single).toBe(true);
    expect(screen.queryByLabelText('이름 7')).toBeNull();
  });

  it('skips the title row of a pasted block, and reads +82 10 … in a phone cell as a mobile number', async () => {
    installApi();
    signInAs(ADMIN_USER);
    renderApp('/admin/invoice2');
    const block = '이름\t전화번호\t송장번호\r\n김민지\t010-1234-5678\t6896-1234-5678\r\n';
    fireEvent.paste(await screen.findByLabelText('이름 1'), { clipboardData: { getData: () => block } });
    expect(screen.getByLabelText('이름 1')).toHaveValue('김민지');
    expect(screen.getByLabelText('등기번호 1')).toHaveValue('689612345678');
    expect(screen.getByLabelText('이름 2')).toHaveValue('');

    // One value pasted into a phone cell arrives as a change of the cell (the browser inserts it).
    const phone = screen.getByLabelText('전화번호 2');
    fireEvent.change(phone, { target: { value: '+82 10 9876 5432' } });
    expect(phone).toHaveValue('010-9876-5432');
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends each row with its own courier in 개별 mode: the checked rows take the one applied to them', async () => {
    const user = userEvent.setup();
    installApi();
    signInAs(ADMIN_USER);
    renderApp('/admin/invoice2');
    const block = '김민지\t010-1234-5678\t6896-1234-5678\r\n이준호\t010-9876-5432\t6896-1234-5680\r\n';
    fireEvent.paste(await screen.findByLabelText('이름 1'), { clipboardData: { getData: () => block } });

    await user.click(screen.getByRole('radio', { name: '개별' }));
    await user.click(screen.getByRole('checkbox', { name: '선택 2' }));
    await user.click(screen.getByRole('combobox', { name: '택배사' }));
    await user.click(await screen.findByRole('option', { name: '한진' }));
    await user.click(screen.getByRole('button', { name: '선택한 줄에 적용' }));

    expect(screen.getByRole('combobox', { name: '택배사 1' })).toHaveValue('우체국');
    expect(screen.getByRole('combobox', { name: '택배사 2' })).toHaveValue('한진');
    const previews = await screen.findAllByTestId('waybill-preview');
    expect(previews).toHaveLength(2);
    expect(previews[0]).toHaveTextContent('택배회사: 우체국택배');
    expect(previews[1]).toHaveTextContent('택배회사: 한진택배');

    // A row's own courier is set in its row.
    await user.click(screen.getByRole('combobox', { name: '택배사 1' }));
    await user.click(await screen.findByRole('option', { name: '대한통운' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('waybill-preview')[0]).toHaveTextContent('택배회사: CJ대한통운'),
    );
    expect(screen.getAllByTestId('waybill-preview')[1]).toHaveTextContent('택배회사: 한진택배');
  });

  it('draws only the rows in view of a 5,000-row file, and ↓ from the last one drawn reaches the next', async () => {
    installApi();
    signInAs(ADMIN_USER);
    const { container } = renderApp('/admin/invoice2');
    await screen.findByLabelText('등기번호 1');
    const lines = Array.from(
      { length: 5000 },
      (_, index) =>
        `손님${index + 1},010-${String(1000 + (index % 9000)).padStart(4, '0')}-5678,${6070000000000 + index}`,
    );
    const csv = `받는분,연락처,운송장번호\n${lines.join('\n')}\n`;
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([csv], 'big.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect(screen.getByLabelText('이름 1')).toHaveValue('손님1'));
    expect(screen.getByText('입력된 줄 5000개')).toBeTruthy();

    const drawn = () => screen.getAllByLabelText(/^이름 \d+$/);
    expect(drawn().length).toBeGreaterThan(5);
    expect(drawn().length).toBeLessThan(40);
    const last = drawn().at(-1) as HTMLInputElement;
    const lastNumber = Number(last.getAttribute('aria-label')?.split(' ')[1]);
    expect(screen.queryByLabelText(`이름 ${lastNumber + 1}`)).toBeNull();

    last.focus();
    fireEvent.keyDown(last, { key: 'ArrowDown' });
    const next = screen.getByLabelText(`이름 ${lastNumber + 1}`);
    expect(document.activeElement).toBe(next);
    expect(next).toHaveValue(`손님${lastNumber + 1}`);
    expect(drawn().length).toBeLessThan(40);
  });

  it('asks for the columns it cannot find, once: the next file with the same header is read the same way', async () => {
    installApi();
    signInAs(ADMIN_USER);
    const { container } = renderApp('/admin/invoice2');
    await screen.findByLabelText('등기번호 1');
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    const upload = (rows: string[]) =>
      fireEvent.change(input, {
        target: { files: [new File([`수하인,수하인 휴대폰,운송장\n${rows.join('\n')}\n`], 'export.csv')] },
      });
    // Excel saved the phone numbers as numbers, dropping their leading 0: no column reads as phone numbers.
    upload(['김민지,1012345678,689612345678', '이준호,1098765432,689612345680']);
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      screen.getByText('export.csv에서 전화번호나 등기번호 열을 찾지 못했습니다. 열을 지정해 주세요.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('이름 1')).toHaveValue('');
    fireEvent.change(dialog.getByLabelText('전화번호'), { target: { value: '1' } });
    fireEvent.change(dialog.getByLabelText('등기번호'), { target: { value: '1' } });
    expect(dialog.getByRole('button', { name: '적용' })).toBeDisabled();
    fireEvent.change(dialog.getByLabelText('등기번호'), { target: { value: '2' } });
    fireEvent.click(dialog.getByRole('button', { name: '적용' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('이름 1')).toHaveValue('김민지');
    expect(screen.getByLabelText('전화번호 1')).toHaveValue('010-1234-5678');
    expect(screen.getByLabelText('등기번호 2')).toHaveValue('689612345680');

    upload(['박서연,1055556666,607000000001']);
    await waitFor(() => expect(screen.getByLabelText('이름 1')).toHaveValue('박서연'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('전화번호 1')).toHaveValue('010-5555-6666');
    expect(screen.getByLabelText('등기번호 1')).toHaveValue('607000000001');
    // The owner can still correct the columns of the file just loaded.
    fireEvent.click(screen.getByRole('button', { name: '열 지정' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('전화번호')).toHaveValue('1');
  });
});
