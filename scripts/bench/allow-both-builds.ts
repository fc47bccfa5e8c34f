import { allowInlineScriptsOf } from './builds'

/**
 * `npx tsx scripts/bench/allow-both-builds.ts <build> <build> ...`, with e2e/e2e.env's settings in
 * the environment: the Content-Security-Policy nginx serves allows every one's inline scripts
 * (scripts/bench.sh, before the broker part visits two builds in turn).
 */
allowInlineScriptsOf(process.argv.slice(2))
