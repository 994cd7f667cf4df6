import {
  alertCreatedSchema,
  alertListSchema,
  alertParamsSchema,
  alertRequestSchema,
  LANGUAGES,
  localiseProduct,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fillText } from "../../i18n/server-texts";
import { escapeHtml } from "../../lib/html";
import { sendPlainPage } from "../../lib/plain-page";
import { signedInUser } from "../../plugins/auth-guard";
import { perClient } from "../../plugins/rate-limit";
import type { AlertsService } from "./alerts.service";
import { ALERT_EVENTS, ALERT_TEXTS } from "./alerts-texts";

/** A shopper asks for a few alerts; more a minute from one address is someone mailing strangers. */
const ALERT_RATE_LIMIT = perClient(10, 60_000);

const confirmQuerySchema = z.object({
  token: z.string().max(200).default(""),
  lang: z.enum(LANGUAGES).default("vi"),
});

/**
 * Alerts (docs/decisions/059-stock-and-price-alerts.md): anyone asks (POST /api/alerts, signed in
 * or not); a guest's link shows a page with one button (GET never confirms: link checkers open
 * links) that POSTs the confirmation; a customer lists and cancels his own.
 */
export async function registerAlertRoutes(
  app: FastifyInstance,
  { alerts }: { alerts: AlertsService },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/alerts",
    {
      config: { rateLimit: ALERT_RATE_LIMIT },
      schema: {
        description:
          "Asks for one mail when a sold-out colour is back in stock or the price falls below today's. " +
          "A guest confirms the address by a mailed link; a signed-in customer's verified address needs none. " +
          "Asked again: the same answer, nothing written.",
        body: alertRequestSchema,
        response: { 202: alertCreatedSchema },
      },
    },
    async (request, reply) => {
      const user = await app.auth.identify(request);
      const created = await alerts.request(request.body, user);
      return reply.code(202).header("cache-control", "no-store").send(created);
    },
  );

  routes.get(
    "/api/alerts/confirm",
    { config: { rateLimit: ALERT_RATE_LIMIT }, schema: { querystring: confirmQuerySchema } },
    async (request, reply) => {
      const { token, lang } = request.query;
      const t = ALERT_TEXTS[lang].confirmPage;
      const found = token ? await alerts.describeConfirmation(token) : null;
      if (!found) return sendPlainPage(reply.code(400), lang, t.title, `<p>${escapeHtml(t.invalid)}</p>`);
      const values = {
        email: found.email,
        product: localiseProduct(found.product, lang).name,
        event: ALERT_EVENTS[lang][found.kind],
      };
      const action = `/api/alerts/confirm?token=${encodeURIComponent(token)}&lang=${lang}`;
      return sendPlainPage(
        reply,
        lang,
        t.title,
        `<p>${escapeHtml(fillText(t.question, values))}</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">${escapeHtml(t.button)}</button>
</form>`,
      );
    },
  );

  // The page's form posts an empty body: it is not read.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1_024 },
      (_request, body, done) => done(null, body),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/api/alerts/confirm",
        { config: { rateLimit: ALERT_RATE_LIMIT }, schema: { querystring: confirmQuerySchema } },
        async (request, reply) => {
          const { token, lang } = request.query;
          const t = ALERT_TEXTS[lang].confirmPage;
          const found = token ? await alerts.describeConfirmation(token) : null;
          const outcome = found ? await alerts.confirm(token) : null;
          if (!found || !outcome) {
            return sendPlainPage(reply.code(400), lang, t.title, `<p>${escapeHtml(t.invalid)}</p>`);
          }
          const text =
            outcome === "already"
              ? t.already
              : fillText(t.done, {
                  email: found.email,
                  product: localiseProduct(found.product, lang).name,
                  event: ALERT_EVENTS[lang][found.kind],
                });
          return sendPlainPage(reply, lang, t.title, `<p>${escapeHtml(text)}</p>`);
        },
      );
  });

  const guarded = { onRequest: app.auth.requireUser, config: { access: "customer" as const } };

  routes.get(
    "/api/me/alerts",
    { ...guarded, schema: { response: { 200: alertListSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { items: await alerts.listMine(signedInUser(request).id) };
    },
  );

  routes.delete(
    "/api/me/alerts/:id",
    { ...guarded, schema: { params: alertParamsSchema } },
    async (request, reply) => {
      await alerts.cancelMine(signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}
