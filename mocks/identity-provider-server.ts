/**
 * `npx tsx mocks/identity-provider-server.ts`: the local identity provider (identity-provider.ts)
 * on https://127.0.0.1:${IDENTITY_PROVIDER_PORT:-9443}/<pool>/.well-known/jwks.json, for the e2e
 * suite and the bench. It writes its certificate (cert.pem: NODE_EXTRA_CA_CERTS for the broker)
 * and its signing key (signing-key.json, for e2e/support/fake-cognito.ts) to
 * IDENTITY_PROVIDER_FOLDER; each start makes new ones.
 */
import { startIdentityProvider } from './identity-provider'

async function main() {
  const folder = process.env.IDENTITY_PROVIDER_FOLDER
  if (!folder)
    throw new Error('IDENTITY_PROVIDER_FOLDER is missing: where the certificate and signing key go')
  const provider = await startIdentityProvider({
    port: Number(process.env.IDENTITY_PROVIDER_PORT || 9443),
    poolId: process.env.IDENTITY_PROVIDER_POOL || 'eu-west-1_E2ETest01',
    folder,
  })
  console.log(
    `Identity provider: issuer ${provider.issuer}, keys ${provider.jwksUrl}, certificate ${provider.certificatePath}`,
  )
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void provider.close().finally(() => process.exit(0))
    })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
