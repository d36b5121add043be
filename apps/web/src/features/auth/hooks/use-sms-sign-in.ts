import { OTP_RESEND_AFTER_SECONDS } from '@jumun/shared';
import { useState } from 'react';
import { createSession } from '../api/create-session';
import { sendSms } from '../api/send-sms';
import { verifySms } from '../api/verify-sms';
import { useCountdown } from './use-countdown';

export type SignInStep = 'phone' | 'code';

/**
 * The phone sign-in of spec §4: send a code, verify it, trade the custom token for a session. Errors are
 * kept as thrown (the server's Korean message, or the fallback the screen translates).
 */
export const useSmsSignIn = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const [step, setStep] = useState<SignInStep>('phone');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [error, setError] = useState<Error | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isVerifying, setIsVerifying] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const resendSeconds = useCountdown(resendAt);

  const requestCode = async (phone: string) => {
    setIsSending(true);
    setError(null);
    try {
      const result = await sendSms(phone);
      setPhoneNumber(phone);
      setStep('code');
      setResendAt(Date.now() + (result.resendAfterSeconds || OTP_RESEND_AFTER_SECONDS) * 1000);
    } catch (caught) {
      const failure = caught instanceof Error ? caught : new Error(String(caught));
      const retryAfter = (caught as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter && step === 'code') setResendAt(Date.now() + retryAfter * 1000);
      setError(failure);
    } finally {
      setIsSending(false);
    }
  };

  const verifyCode = async (code: string) => {
    setIsVerifying(true);
    setError(null);
    try {
      const customToken = await verifySms(phoneNumber, code);
      await createSession(customToken);
      onSignedIn();
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      setIsVerifying(false);
    }
  };

  const changePhone = () => {
    setStep('phone');
    setError(null);
  };

  return {
    step,
    phoneNumber,
    error,
    isSending,
    isVerifying,
    resendSeconds,
    requestCode,
    resendCode: () => requestCode(phoneNumber),
    verifyCode,
    changePhone,
  };
};
