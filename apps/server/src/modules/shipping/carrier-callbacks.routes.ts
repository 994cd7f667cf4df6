import type { FastifyInstance, FastifyReply } from "fastify";
import type { CallbackOutcome, ShipmentService } from "./shipments.service";

/** A callback's body is a few hundred bytes; anything near this is not a carrier's. */
const CALLBACK_BODY_LIMIT_BYTES = 16 * 1024;

function answer(reply: FastifyReply, result: CallbackOutcome) {
  // Carriers read the status only; the body helps whoever replays a callback by hand.
  return reply.code(result.status).header("cache-control", "no-store").send({ outcome: result.outcome });
}

/**
 * The carriers' status callbacks, public routes checked by the shop's secret
 * (SHIPPING_WEBHOOK_SECRET; docs/decisions/055-shipments-callbacks-reconciliation.md):
 *
 * - GHN: `POST /api/shipping/ghn/:secret`, a JSON body, no signature: the secret is in the path
 *   of the URL given to GHN, and a final status is believed only after GHN's order detail says so.
 * - GHTK: `POST /api/shipping/ghtk?hash=SECRET`, form-encoded (`label_id`, `partner_id`,
 *   `status_id`, `action_time`, …), the `hash` in the query of the URL given to GHTK.
 *
 * Both resend anything but HTTP 200, which is what ShipmentService.handleCallback decides. The
 * form parser is registered in this plugin's own scope, so no other route starts taking forms.
 */
export async function registerCarrierCallbackRoutes(
  app: FastifyInstance,
  { shipments }: { shipments: Pick<ShipmentService, "handleCallback"> },
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: CALLBACK_BODY_LIMIT_BYTES },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.post<{ Params: { secret: string } }>(
      "/api/shipping/ghn/:secret",
      { bodyLimit: CALLBACK_BODY_LIMIT_BYTES },
      async (request, reply) =>
        answer(
          reply,
          await shipments.handleCallback("ghn", { secret: request.params.secret, body: request.body }),
        ),
    );

    scope.post<{ Querystring: { hash?: unknown } }>(
      "/api/shipping/ghtk",
      { bodyLimit: CALLBACK_BODY_LIMIT_BYTES },
      async (request, reply) => {
        const hash = typeof request.query.hash === "string" ? request.query.hash : undefined;
        return answer(reply, await shipments.handleCallback("ghtk", { secret: hash, body: request.body }));
      },
    );
  });
}
