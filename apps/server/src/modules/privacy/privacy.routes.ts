import {
  consentOverviewSchema,
  dataRequestConfirmedSchema,
  dataRequestConfirmSchema,
  dataRequestListQuerySchema,
  dataRequestListSchema,
  deleteAccountSchema,
  guestDataRequestSchema,
  LANGUAGES,
  marketingChoiceSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fillText } from "../../i18n/server-texts";
import { escapeHtml } from "../../lib/html";
import { sendPlainPage } from "../../lib/plain-page";
import { signedInUser } from "../../plugins/auth-guard";
import { sendError } from "../../plugins/errors";
import { perClient } from "../../plugins/rate-limit";
import { MAIL_CONSENT_PURPOSES, type PrivacyService } from "./privacy.service";
import { PRIVACY_TEXTS } from "./privacy-texts";

/** Guest requests and their links: a handful a minute is plenty for a person, too few to mail-bomb. */
const DATA_REQUEST_RATE_LIMIT = perClient(5, 60_000);

const unsubscribeQuerySchema = z.object({
  token: z.string().max(600).default(""),
  lang: z.enum(LANGUAGES).default("vi"),
  /** The list the link leaves: marketing, or the alerts (modules/alerts). */
  purpose: z.enum(MAIL_CONSENT_PURPOSES).default("marketing"),
});

/**
 * The customer's data (GET /api/me/data, DELETE /api/me, the consents), guests' requests, and the
 * one-click unsubscribe of marketing mail (RFC 8058). In a scope of their own: the unsubscribe
 * POST reads the form body mail clients send, which no other route takes.
 */
export async function registerPrivacyRoutes(
  app: FastifyInstance,
  { privacy }: { privacy: PrivacyService },
): Promise<void> {
  await app.register(async (scope) => {
    // RFC 8058 §3.1: the mail client POSTs `List-Unsubscribe=One-Click` as a form (URL-encoded or
    // multipart); only the URL's token matters, so the body is taken as text and not read.
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
      scope.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4_096 }, (_request, body, done) =>
        done(null, body),
      );
    }
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get(
      "/api/me/data",
      { onRequest: scope.auth.requireUser, config: { access: "customer" } },
      async (request, reply) => {
        const user = signedInUser(request);
        const data = await privacy.exportAccount(user, request.sessionId ?? null);
        const day = new Date().toISOString().slice(0, 10);
        reply
          .header("cache-control", "private, no-store")
          .header("content-type", "application/json; charset=utf-8")
          .header("content-disposition", `attachment; filename="my-data-${day}.json"`);
        return reply.send(JSON.stringify(data, null, 2));
      },
    );

    routes.delete(
      "/api/me",
      {
        onRequest: scope.auth.requireUser,
        config: { access: "customer", rateLimit: perClient(10, 60_000) },
        schema: {
          body: deleteAccountSchema,
          response: { 200: z.object({ deleted: z.literal(true), ordersKept: z.number().int() }) },
        },
      },
      async (request) => {
        const { ordersKept } = await privacy.deleteAccount(signedInUser(request), request.body);
        return { deleted: true as const, ordersKept };
      },
    );

    routes.get(
      "/api/me/consents",
      {
        onRequest: scope.auth.requireUser,
        config: { access: "customer" },
        schema: { response: { 200: consentOverviewSchema } },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        const user = signedInUser(request);
        return privacy.overview({ userId: user.id, email: user.email, verified: user.emailVerified });
      },
    );

    routes.put(
      "/api/me/consents/marketing",
      {
        onRequest: scope.auth.requireUser,
        config: { access: "customer" },
        schema: { body: marketingChoiceSchema, response: { 200: consentOverviewSchema } },
      },
      async (request) => {
        const user = signedInUser(request);
        return privacy.setMarketing(
          { userId: user.id, email: user.email, verified: user.emailVerified },
          request.body.marketing,
          request.body.privacyNoticeVersion,
        );
      },
    );

    routes.post(
      "/api/data-requests",
      {
        config: { rateLimit: DATA_REQUEST_RATE_LIMIT },
        schema: {
          body: guestDataRequestSchema,
          response: { 202: z.object({ status: z.literal("accepted") }) },
        },
      },
      async (request, reply) => {
        await privacy.requestAsGuest(request.body);
        return reply.code(202).send({ status: "accepted" as const });
      },
    );

    routes.post(
      "/api/data-requests/confirm",
      {
        config: { rateLimit: DATA_REQUEST_RATE_LIMIT },
        schema: { body: dataRequestConfirmSchema, response: { 200: dataRequestConfirmedSchema } },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return privacy.confirmGuestRequest(request.body.token);
      },
    );

    // GET never unsubscribes (link checkers open links): it shows the address and one button.
    routes.get(
      "/api/unsubscribe",
      { schema: { querystring: unsubscribeQuerySchema } },
      async (request, reply) => {
        const { token, lang, purpose } = request.query;
        const t = PRIVACY_TEXTS[lang].unsubscribe;
        const email = privacy.unsubscribeEmail(token);
        if (!email) return sendPlainPage(reply.code(400), lang, t.title, `<p>${escapeHtml(t.invalid)}</p>`);
        const list = purpose === "marketing" ? "" : `&purpose=${purpose}`;
        const action = `/api/unsubscribe?token=${encodeURIComponent(token)}&lang=${lang}${list}`;
        const question = purpose === "marketing" ? t.question : t.questionAlerts;
        return sendPlainPage(
          reply,
          lang,
          t.title,
          `<p>${escapeHtml(fillText(question, { email }))}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(t.button)}</button>
</form>`,
        );
      },
    );

    routes.post(
      "/api/unsubscribe",
      { config: { rateLimit: perClient(30, 60_000) }, schema: { querystring: unsubscribeQuerySchema } },
      async (request, reply) => {
        const { token, lang, purpose } = request.query;
        const email = await privacy.unsubscribe(token, purpose);
        if (!email) return sendError(reply, 400, "bad_request", "This unsubscribe link is not valid.");
        const t = PRIVACY_TEXTS[lang].unsubscribe;
        const done = purpose === "marketing" ? t.done : t.doneAlerts;
        return sendPlainPage(reply, lang, t.title, `<p>${escapeHtml(fillText(done, { email }))}</p>`);
      },
    );
  });
}

/** The owner's view (section `customers` in modules/admin-routes.ts): open requests, a customer's consents. */
export function registerPrivacyAdminRoutes(
  app: FastifyInstance,
  { privacy }: { privacy: PrivacyService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/admin/data-requests",
    { schema: { querystring: dataRequestListQuerySchema, response: { 200: dataRequestListSchema } } },
    async (request) => ({ items: await privacy.listRequests(request.query.status) }),
  );
  routes.get(
    "/api/admin/customers/:id/consents",
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: consentOverviewSchema } } },
    async (request) => privacy.consentsOfCustomer(request.params.id),
  );
}
