import type { UserEvent } from '@testing-library/user-event';

/** Clears a field and pastes the new text: one change event instead of one per key on these large forms. */
export const replaceText = async (user: UserEvent, element: HTMLElement, text: string) => {
  await user.clear(element);
  if (text) {
    await user.click(element);
    await user.paste(text);
  }
};
