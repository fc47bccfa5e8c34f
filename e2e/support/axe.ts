import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * The rule sets every axe run in the suite applies: WCAG 2.0, 2.1 and 2.2 at A and AA (2.5.3
 * Label in Name among them). A run that checked no more than axe's defaults adds best-practice.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

/** An axe run over `page` with the suite's rule sets and best-practice. */
export const axeWithBestPractice = (page: Page) =>
  new AxeBuilder({ page }).withTags([...WCAG_TAGS, 'best-practice'])

/**
 * axe-core's WCAG 2.0-2.2 A/AA rules on what the page shows now.
 * Run in the page itself (legacy mode): the default runs each frame apart and then merges the
 * results in a blank page of its own, a second page and a second copy of axe for every check,
 * which only pages with cross-origin frames need (the portal has no frames). And only the
 * violations are described: axe still runs every rule on every node, but builds no selector or
 * markup for the nodes that pass (a list page has hundreds), which no test reads. Together about
 * half the time of each check.
 */
export async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    // First: options() replaces every option set before it, the tags too.
    .options({ resultTypes: ['violations'] })
    // Headless UI's popover adds hidden focus sentinels that hand focus back to the panel; they
    // are focusable by design and never reach a reader, which axe's aria-hidden-focus cannot tell.
    .exclude('[id^="headlessui-focus-sentinel"]')
    .withTags([...WCAG_TAGS])
    .setLegacyMode()
    .analyze()
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}
