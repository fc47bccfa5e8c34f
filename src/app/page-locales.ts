import { graphql } from 'gatsby'

/**
 * Every page's translations (but the overview's own words, which only its page carries in its
 * page data): spread `...PageLocales` into the page query (gatsby-plugin-react-i18next).
 * @public Found by Gatsby's query extraction, not by an import.
 */
export const pageLocalesFragment = graphql`
  fragment PageLocales on Query {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { nin: ["overview"] } }
      sort: { ns: ASC }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`

/**
 * The overview's translations: every namespace, its own too.
 * @public Found by Gatsby's query extraction, not by an import.
 */
export const overviewPageLocalesFragment = graphql`
  fragment OverviewPageLocales on Query {
    locales: allLocale(filter: { language: { eq: $language } }, sort: { ns: ASC }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`

/**
 * The 404 and 500 pages' translations: every language's, because Gatsby shows its English
 * /404.html or /500.html in place of any page it cannot load, /zh-TW/ ones included
 * (gatsby-node gives these pages `errorPageLanguages`; ErrorScreen picks the address's language).
 * @public Found by Gatsby's query extraction, not by an import.
 */
export const errorPageLocalesFragment = graphql`
  fragment ErrorPageLocales on Query {
    locales: allLocale(filter: { language: { in: $errorPageLanguages } }, sort: { ns: ASC }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`

type LocaleNode = { ns: string; data: string; language: string }

export type PageLocalesData = { locales: { edges: { node: LocaleNode }[] } }

export type PageContext = { language: string; i18n?: { originalPath?: string } }
