import { OAuth2Server } from "oauth2-mock-server";

/**
 * The stand-in for Google and Facebook in the browser stories (playwright.config.ts starts it next
 * to the shop): an OpenID Connect provider whose sign-in page answers at once, as the shopper
 * GOOGLE_SHOPPER below. Usage: tsx support/oauth-mock-server.ts <port>
 */
export const GOOGLE_SHOPPER = { subject: "google-e2e-shopper", email: "google.shopper@e2e.test" } as const;

async function main(): Promise<void> {
  const port = Number(process.argv[2] ?? 4100);
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    token.payload.sub = GOOGLE_SHOPPER.subject;
    token.payload.email = GOOGLE_SHOPPER.email;
    token.payload.email_verified = true;
  });
  server.service.on("beforeUserinfo", (response: { body: Record<string, unknown> }) => {
    response.body = { id: GOOGLE_SHOPPER.subject, email: GOOGLE_SHOPPER.email };
  });
  await server.start(port, "127.0.0.1");
  console.log(`oauth mock provider at ${server.issuer.url}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (process.argv[1]?.endsWith("oauth-mock-server.ts")) void main();
