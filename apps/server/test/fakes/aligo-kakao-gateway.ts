import http from 'node:http';

/**
 * A stand-in for Aligo's Kakao profile API (`/akv10/profile/{auth,add,list}/`, `/akv10/template/list/`) on
 * 127.0.0.1: `auth` "texts" the code below, `add` trades it for a sender key, `list` names the channel of a known key,
 * `template/list` answers a known key's templates (set them with `setTemplates`). Answers as Aligo does: HTTP 200
 * with `code` 0, or another code and a Korean message.
 */
export const FAKE_KAKAO_CODE = '654321';

/** Templates as Aligo's `template/list` lists them (the fields 설정 reads, plus a few it ignores). */
export const FAKE_TEMPLATES = [
  {
    templtCode: 'TU_0001',
    templtName: '주문 완료',
    templtContent: '[#{상점명}] 주문번호 #{주문번호}번 주문이 접수되었습니다.',
    inspStatus: 'APR',
    status: 'A',
    block: 'N',
    buttons: [{ ordering: '1', name: '주문 확인', linkType: 'WL', linkTypeName: '웹링크' }],
    comments: [],
    cdate: '2026-02-01 10:00:00',
  },
  {
    templtCode: 'TU_0002',
    templtName: '준비 완료',
    templtContent: '[#{상점명}] 주문번호 #{주문번호}번 메뉴가 준비되었습니다.',
    inspStatus: 'REQ',
    status: 'R',
    buttons: [],
    comments: [],
    cdate: '2026-02-02 10:00:00',
  },
  {
    templtCode: 'TU_0003',
    templtName: '스탬프 적립',
    templtContent: '스탬프가 적립되었습니다',
    inspStatus: 'REJ',
    status: 'R',
    buttons: [],
    comments: [
      { cdate: '2026-02-03 09:00:00', commentContent: '변수 없이 고정된 문구는 승인할 수 없습니다.' },
    ],
    cdate: '2026-02-03 08:00:00',
  },
  {
    templtCode: 'TU_0004',
    templtName: '배송 시작',
    templtContent: '[#{상점명}] #{고객명}님, 주문하신 상품이 발송되었습니다.',
    inspStatus: 'REG',
    status: 'R',
    buttons: [],
    comments: [],
    cdate: '2026-02-04 08:00:00',
  },
];

/** Listens on a free port (0) unless one is given, so parallel runs never collide. */
export const startFakeAligoKakaoGateway = async (port = 0) => {
  const calls: Record<string, string>[] = [];
  const senderKeys = new Map<string, string>([['existing-sender-key-0001', '기존 채널 카페']]);
  let templates: unknown[] = FAKE_TEMPLATES;
  const answer = (res: http.ServerResponse, body: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      calls.push({ ...form, path: req.url ?? '' });
      if (form.apikey !== 'test-key' || form.userid !== 'test-user')
        return answer(res, { code: -101, message: '인증오류입니다.' });
      if (req.url === '/akv10/profile/auth/')
        return answer(res, { code: 0, message: '정상적으로 호출하였습니다.' });
      if (req.url === '/akv10/profile/add/') {
        if (form.authnum !== FAKE_KAKAO_CODE)
          return answer(res, { code: -99, message: '인증번호가 일치하지 않습니다.' });
        const senderKey = `sk-${(form.plusid ?? '').slice(1)}-0123456789`;
        senderKeys.set(senderKey, `${(form.plusid ?? '').slice(1)} 카페`);
        return answer(res, { code: 0, message: '정상적으로 호출하였습니다.', data: [{ senderKey }] });
      }
      if (req.url === '/akv10/profile/list/') {
        const name = senderKeys.get(form.senderkey ?? '');
        return name
          ? answer(res, {
              code: 0,
              message: '정상적으로 호출하였습니다.',
              list: [{ senderKey: form.senderkey, name }],
            })
          : answer(res, { code: -99, message: '등록 된 키가 없습니다' });
      }
      if (req.url === '/akv10/template/list/') {
        if (!senderKeys.has(form.senderkey ?? ''))
          return answer(res, { code: -99, message: '등록 된 키가 없습니다' });
        return answer(res, { code: 0, message: '정상적으로 호출하였습니다.', list: templates });
      }
      res.writeHead(404).end();
    });
  });
  server.keepAliveTimeout = 10 * 60 * 1000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`,
    calls,
    setTemplates: (next: unknown[]) => {
      templates = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
