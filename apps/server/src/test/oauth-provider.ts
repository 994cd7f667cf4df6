import { OAuth2Server } from "oauth2-mock-server";

/**
 * A local OpenID Connect / OAuth 2.0 provider (oauth2-mock-server) standing in for Google and
 * Facebook. `signInAs` decides who the next sign-ins are: the id_token's `sub`, `email` and
 * `email_verified`, and the userinfo answer (Facebook's `{id, email}`).
 */
export interface TestOAuthProvider {
  /** The issuer URL (GOOGLE_ISSUER_URL), e.g. http://127.0.0.1:43123 */
  url: string;
  signInAs(identity: { subject: string; email?: string; emailVerified?: boolean }): void;
  close(): Promise<void>;
}

export async function startOAuthProvider(): Promise<TestOAuthProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const url = server.issuer.url;
  if (!url) throw new Error("oauth2-mock-server did not report its URL");
  let identity: { subject: string; email?: string; emailVerified?: boolean } = { subject: "johndoe" };
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    token.payload.sub = identity.subject;
    if (identity.email !== undefined) {
      token.payload.email = identity.email;
      token.payload.email_verified = identity.emailVerified ?? true;
    }
  });
  server.service.on("beforeUserinfo", (response: { body: Record<string, unknown> }) => {
    response.body = { id: identity.subject, ...(identity.email ? { email: identity.email } : {}) };
  });
  return {
    url,
    signInAs(next) {
      identity = next;
    },
    close: () => server.stop(),
  };
}
