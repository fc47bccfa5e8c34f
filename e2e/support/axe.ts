import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** axe-core's WCAG 2.1 A/AA rules on what the page shows now. */
export async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    // Headless UI's popover adds hidden focus sentinels that hand focus back to the panel; they
    // are focusable by design and never reach a reader, which axe's aria-hidden-focus cannot tell.
    .exclude('[id^="headlessui-focus-sentinel"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}
