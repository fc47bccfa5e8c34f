import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium'
import { expect, test } from './support/fixtures'

/** The Layout Instability API's entry, which TypeScript's DOM library does not declare. */
type LayoutShift = PerformanceEntry & {
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
}

/**
 * Classic scrollbars, as on Windows and most Linux desktops, take 15 px of the page's width;
 * Playwright hides them in headless chromium. A page whose data makes it scroll must not move
 * to the left when the data arrives and the scrollbar with it (global.css).
 */
test.use({
  // With the motion most users see (the suite's others ask for less: playwright.config.ts).
  reducedMotion: 'no-preference',
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
})

for (const path of ['/dealers/', '/stores/detail/?id=12']) {
  test(`${path} does not move to the left when its data makes it scroll, nor when a dialog opens`, async ({
    page,
    signIn,
  }) => {
    await page.addInitScript(() => {
      const shifts: string[] = ((window as { __shifts?: string[] }).__shifts = [])
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries as LayoutShift[])
          for (const { node, previousRect, currentRect } of entry.sources)
            // Narrowed by a scrollbar, the page moves what is centred or right-aligned to the
            // left. (A breadcrumb growing once the parent's name arrives moves the next one right.)
            if (currentRect.x < previousRect.x)
              shifts.push(
                `${node?.nodeName} ${previousRect.x} -> ${currentRect.x} at ${Math.round(entry.startTime)} ms`,
              )
      }
      const observer = new PerformanceObserver((list) => record(list.getEntries()))
      observer.observe({ type: 'layout-shift', buffered: true })
      // The shifts of the frames drawn so far, those the observer has not been handed yet included.
      ;(window as { __shiftsSoFar?: () => string[] }).__shiftsSoFar = () => {
        record(observer.takeRecords())
        return shifts
      }
    })
    await signIn(path)
    await expect(
      page
        .getByRole('row')
        .nth(5)
        .or(page.getByRole('heading', { name: 'Contact', exact: true })),
    ).toBeVisible()
    const { scrollbar, pageHeight } = await page.evaluate(() => ({
      scrollbar: window.innerWidth - document.documentElement.clientWidth,
      pageHeight: document.documentElement.scrollHeight - window.innerHeight,
    }))
    // What makes this a test: the page scrolls, and the scrollbar takes room.
    expect(pageHeight).toBeGreaterThan(0)
    expect(scrollbar).toBeGreaterThan(0)
    // What arrives late and could still make the page scroll (the sections' code and records,
    // the header's actions once the page is idle) has arrived once the network is quiet; the
    // two frames after it draw it.
    await expect(page.getByRole('button', { name: 'Find a partner' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const shifts = () =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve((window as { __shiftsSoFar?: () => string[] }).__shiftsSoFar?.() ?? []),
              ),
            ),
          ),
      )
    expect(await shifts()).toEqual([])

    // A dialog hides the page's scrollbar and pads for it (Headless UI): the page stays put.
    await page.getByRole('button', { name: 'Find a partner' }).click()
    await expect(page.getByRole('combobox', { name: 'Name, account number or city' })).toBeFocused()
    expect(await shifts()).toEqual([])
  })
}
