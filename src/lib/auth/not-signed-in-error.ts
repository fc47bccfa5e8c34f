/** No complete session (product spec: UserUnAuthenticatedException). */
export class NotSignedInError extends Error {
  override name = 'UserUnAuthenticatedException'
  constructor() {
    super('User needs to be authenticated to call this API.')
  }
}
