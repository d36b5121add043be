/** The fixed fallbacks of spec §8, thrown when the server sent no message of its own. */
export const SEND_SMS_FALLBACK = 'Failed to send SMS';
export const VERIFY_SMS_FALLBACK = 'Failed to verify SMS';
export const SIGN_IN_FALLBACK = 'Failed to sign in';
export const REGISTER_FALLBACK = 'Failed to add user and company';
export const LOGOUT_FALLBACK = 'Failed to log out';
