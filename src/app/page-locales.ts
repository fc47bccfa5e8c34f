import { graphql } from 'gatsby'

/** Every page's translations: spread `...PageLocales` into the page query (gatsby-plugin-react-i18next). */
export const pageLocalesFragment = graphql`
  fragment PageLocales on Query {
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

export type LocaleNode = { ns: string; data: string; language: string }

export type PageLocalesData = { locales: { edges: { node: LocaleNode }[] } }

export type PageContext = { language: string; i18n?: { originalPath?: string } }
