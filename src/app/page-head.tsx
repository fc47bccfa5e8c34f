import type { HeadProps } from 'gatsby'

import { languageOfPath, SITE_TITLE } from '@/config/site'

import type { PageContext, PageLocalesData } from './page-locales'
import { BUILD_VERSION } from './startup-log'

type PageHeadProps = HeadProps<PageLocalesData, PageContext> & {
  /** A key of the `common` namespace naming the page, e.g. 'pages.dealers'. */
  titleKey: string
}

/**
 * The Head of every page: "<page> | Business Partners" and the build version. Head renders
 * outside the i18n provider, so the page name is read straight from the page's locale data.
 * (`<html lang>` is set by gatsby-ssr and gatsby-browser, for every page in one place.)
 */
export function PageHead({ data, location, titleKey }: PageHeadProps) {
  const pageName = translateFromPageData(data, titleKey, languageOfPath(location.pathname))
  const title = pageName ? `${pageName} | ${SITE_TITLE}` : SITE_TITLE
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={SITE_TITLE} />
      <meta name="build-version" content={BUILD_VERSION} />
    </>
  )
}

/** The error pages hold every language: the address's language wins (see ErrorPageLocales). */
function translateFromPageData(
  data: PageLocalesData | undefined,
  key: string,
  language: string,
): string | undefined {
  const commons = data?.locales.edges.filter(({ node }) => node.ns === 'common') ?? []
  const common = (commons.find(({ node }) => node.language === language) ?? commons[0])?.node
  if (!common) return undefined
  let value: unknown = JSON.parse(common.data)
  for (const part of key.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined
  }
  return typeof value === 'string' ? value : undefined
}
