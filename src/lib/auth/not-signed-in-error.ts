/** No complete session (UserUnAuthenticatedException). */
export class NotSignedInError extends Error {
  override name = 'UserUnAuthenticatedException'
  constructor() {
    super('User needs to be authenticated to call this API.')
  }
}
