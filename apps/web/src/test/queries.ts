import { screen, within } from '@testing-library/react';

/** The texts of the buttons in the named group, in order. */
export function buttonTextsIn(group: string) {
  return within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .map((b) => b.textContent);
}
