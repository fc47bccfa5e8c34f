/**
 * What gatsby-plugin-react-i18next takes from react-i18next, in place of the whole library
 * (gatsby-node onCreateWebpackConfig points the plugin's `react-i18next` here). The plugin
 * require()s it as CommonJS and re-exports all of it, so webpack kept every export: Trans,
 * its HTML parser, the HOCs, 8 kB gzip of a page's first load that no page uses. The portal itself
 * imports react-i18next as ES modules, which tree-shake.
 */
export { I18nextProvider, useTranslation } from 'react-i18next'
