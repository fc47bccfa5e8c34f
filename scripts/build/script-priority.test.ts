import { describe, expect, test } from 'vitest'

import { withUrgentScripts } from './script-priority'

describe('withUrgentScripts', () => {
  test.each([
    [
      'an async script',
      '<script src="/app-1.js" async></script>',
      '<script fetchpriority="high" src="/app-1.js" async></script>',
    ],
    [
      'a defer script',
      '<script src="/c-2.js" defer=""></script>',
      '<script fetchpriority="high" src="/c-2.js" defer=""></script>',
    ],
    [
      'a nomodule script',
      '<script src="/p.js" nomodule></script>',
      '<script fetchpriority="high" src="/p.js" nomodule></script>',
    ],
    [
      'src after another attribute',
      '<script id="x" src="/a.js"></script>',
      '<script fetchpriority="high" id="x" src="/a.js"></script>',
    ],
  ])('asks for %s at high priority', (_, html, expected) => {
    expect(withUrgentScripts(html)).toBe(expected)
  })

  test.each([
    ['an inline script', '<script>window.a="src=x"</script>'],
    ['an inline script with an id', '<script id="gatsby-script-loader">window.pagePath="/"</script>'],
    ['a script that names its priority', '<script src="/late.js" fetchpriority="low" async></script>'],
    ['a script that names it in other case', '<script fetchPriority="high" src="/a.js" defer></script>'],
    ['a link', '<link rel="preload" href="/a.js" as="script">'],
    ['a script with only a data-src', '<script data-src="/a.js">load()</script>'],
  ])('leaves %s as it is', (_, html) => {
    expect(withUrgentScripts(html)).toBe(html)
  })

  test('changes each script of a page, and nothing else', () => {
    const page =
      '<html><head><script>boot()</script></head><body><div>src="/x.js"</div>' +
      '<script src="/webpack-runtime.js" async></script><script src="/framework.js" async></script>' +
      '<script src="/page.js" defer=""></script></body></html>'
    const result = withUrgentScripts(page)
    expect(result.match(/fetchpriority="high"/g)).toHaveLength(3)
    expect(result.replaceAll(' fetchpriority="high"', '')).toBe(page)
  })
})
