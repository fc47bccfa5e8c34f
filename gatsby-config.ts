import { existsSync } from 'node:fs'

import type { GatsbyConfig } from 'gatsby'

import { dataServiceCachePattern } from './src/config/offline'
import { DEFAULT_LANGUAGE, LANGUAGES, SITE_TITLE } from './src/config/site'

// Gatsby reads .env.<NODE_ENV> for the browser bundle only; gatsby-node checks the same
// settings at start-up, so load the file here too. Variables already set win.
const envFile = `.env.${process.env.NODE_ENV ?? 'development'}`
if (existsSync(envFile)) process.loadEnvFile(envFile)

const siteUrl = process.env.SITE_URL ?? 'http://localhost:9000'

/**
 * gatsby-plugin-offline registers its worker in production builds only, but under `gatsby
 * develop` its prefetch hook still asks for production chunk maps and breaks navigation
 * (gatsby issue #23105). The mock data service's worker owns `/` in development anyway.
 * It must come after the manifest plugin.
 */
const offlinePlugins =
  process.env.NODE_ENV === 'production'
    ? [
        {
          resolve: 'gatsby-plugin-offline',
          options: {
            // Offline, a full load of any page shown before opens the app shell, and its data
            // comes from a copy kept under another query (docs/decisions/004).
            appendScript: `${__dirname}/src/service-worker/offline-fallback.js`,
            workboxConfig: {
              // Page data first from the network: its compilation hash tells a page served by the
              // previous build's worker that a new deploy exists (docs/decisions/004).
              runtimeCaching: [
                { urlPattern: /(\.js$|\.css$|static\/)/, handler: 'CacheFirst' },
                { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: 'NetworkFirst' },
                {
                  urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|svg|gif|ico|json|woff|woff2)$/,
                  handler: 'StaleWhileRevalidate',
                },
                // Partner data already seen stays readable offline (src/config/offline.ts).
                ...(process.env.GATSBY_DATA_SERVICE_URL
                  ? [
                      {
                        urlPattern: dataServiceCachePattern(process.env.GATSBY_DATA_SERVICE_URL),
                        handler: 'NetworkFirst',
                      },
                    ]
                  : []),
              ],
            },
          },
        },
      ]
    : []

const config: GatsbyConfig = {
  siteMetadata: { title: SITE_TITLE, siteUrl },
  // Product spec: every page address ends with a trailing slash.
  trailingSlash: 'always',
  graphqlTypegen: false,
  jsxRuntime: 'automatic',
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: `${__dirname}/locales` },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        fallbackLanguage: DEFAULT_LANGUAGE,
        siteUrl,
        trailingSlash: 'always',
        // A page without a language prefix sends the user to the stored language, else the
        // browser's: the chosen language is kept in local storage and wins.
        redirect: true,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: ':',
        },
      },
    },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        // Product spec: installable app.
        name: SITE_TITLE,
        short_name: SITE_TITLE,
        description: 'Distributors, dealers and stores of the brand, for its staff.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // Product spec: where standalone is not offered, a minimal browser frame rather than a tab.
        display_override: ['standalone', 'minimal-ui'],
        theme_color: 'blue',
        background_color: '#ffffff',
        icon: 'src/images/icon.png',
        icon_options: { purpose: 'any maskable' },
        cache_busting_mode: 'none',
      },
    },
    // Product spec: a service worker; production builds only (see offlinePlugins above).
    ...offlinePlugins,
  ],
}

export default config
