import { screen, within } from '@testing-library/react';

/** The texts of the buttons in the named group, in order. */
export function buttonTextsIn(group: string) {
  return within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .map((b) => b.textContent);
}

/**
 * The shop's header. Testing Library counts a page's own <header> inside <main> as a banner too,
 * which browsers do not; once a screen's code is loaded (by an earlier file in the worker) the
 * page renders at once and there are two.
 */
export function siteHeader() {
  const header = screen.getAllByRole('banner').find((element) => !element.closest('main'));
  if (!header) throw new Error('No site header on the page');
  return header;
}
