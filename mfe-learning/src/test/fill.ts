import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a field's text in at once (a paste): each typed key re-validates the whole form, which made long typing take
 * seconds on a busy machine. Typing itself stays covered where a test types short texts.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
