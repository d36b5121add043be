import http from 'node:http';

/**
 * A stand-in for Aligo's Kakao profile API (`/akv10/profile/{auth,add,list}/`) on 127.0.0.1: `auth` "texts" the
 * code below, `add` trades it for a sender key, `list` names the channel of a known key. Answers as Aligo does:
 * HTTP 200 with `code` 0, or another code and a Korean message.
 */
export const FAKE_KAKAO_CODE = '654321';

/** Listens on a free port (0) unless one is given, so parallel runs never collide. */
export const startFakeAligoKakaoGateway = async (port = 0) => {
  const calls: Record<string, string>[] = [];
  const senderKeys = new Map<string, string>([['existing-sender-key-0001', '기존 채널 카페']]);
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
      res.writeHead(404).end();
    });
  });
  server.keepAliveTimeout = 10 * 60 * 1000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
