import { startFakeAligoKakaoGateway } from '../apps/server/test/fakes/aligo-kakao-gateway';

/**
 * Starts the server tests' fake of Aligo's Kakao profile API (apps/server/test/fakes) on the port playwright.config.ts
 * hands the e2e server as ALIGO_ALIMTALK_API_URL, so 이용신청 runs through the real Aligo adapter (issue 15). The port
 * is fixed rather than chosen here because the server's environment is settled when the config is read.
 */
export default async function globalSetup() {
  const gateway = await startFakeAligoKakaoGateway(Number(process.env.E2E_ALIGO_PORT));
  return () => gateway.close();
}
