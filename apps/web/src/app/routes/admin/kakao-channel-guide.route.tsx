export { KakaoChannelGuidePage as Component } from '../../../features/auth/components/kakao-channel-guide-page';
