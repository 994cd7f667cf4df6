import {
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookDeliveriesQuery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEndpointInput,
  type WebhookEndpointList,
  type WebhookEndpointUpdate,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { type AuditActor, AuditLog } from "../audit/audit-log";
import type { CatalogueChanges } from "../catalogue/catalogue-changes";
import { startTellingStock } from "./stock-watcher";
import { newWebhookSecret } from "./webhook-signature";
import { isAllowedWebhookUrl } from "./webhook-target";
import * as repository from "./webhooks.repository";

export type WebhookService = ReturnType<typeof createWebhookService>;

function notFound(): AppError {
  return new AppError("not_found", 404, "Webhook endpoint not found.");
}

/**
 * The owner's endpoints (settings, admin only): registered with a secret shown once, changed,
 * paused, removed (each audited in its transaction), and their deliveries listed with what went
 * wrong (docs/decisions/058-webhooks-and-honest-numbers.md).
 */
export function createWebhookService({
  db,
  allowPrivateTargets,
  changes,
  endpointsChanged = () => {},
}: {
  db: Database;
  allowPrivateTargets: boolean;
  /** Where `stock.changed` starts from when the owner starts listening (stock-watcher.ts). */
  changes: Pick<CatalogueChanges, "latest">;
  /** After an endpoint was added, changed or removed (the stock watcher asks who listens). */
  endpointsChanged?: () => void;
}) {
  function assertAllowed(url: string): void {
    if (!isAllowedWebhookUrl(url, allowPrivateTargets)) {
      throw new AppError(
        "webhook_url_not_allowed",
        400,
        "Webhooks are only sent to public http(s) addresses, not to this machine or a private network.",
        { url: "webhook_url_not_allowed" },
      );
    }
  }

  async function endpointById(id: string): Promise<WebhookEndpoint> {
    const found = (await repository.listEndpoints(db)).find((endpoint) => endpoint.id === id);
    if (!found) throw notFound();
    return found;
  }

  return {
    async list(): Promise<WebhookEndpointList> {
      return { items: await repository.listEndpoints(db) };
    },

    async register(actor: AuditActor, input: WebhookEndpointInput): Promise<WebhookEndpointCreated> {
      assertAllowed(input.url);
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        if ((await repository.countEndpoints(tx)) >= WEBHOOK_ENDPOINTS_MAX) {
          throw new AppError(
            "webhook_endpoints_full",
            409,
            `At most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints; remove one first.`,
          );
        }
        if (input.events.includes("stock.changed")) await startTellingStock(tx, changes, null);
        const created = await repository.insertEndpoint(tx, { ...input, secret });
        await AuditLog.record(tx, {
          actor,
          action: "webhook.create",
          entity: "setting",
          entityId: `webhook:${created.id}`,
          after: { url: created.url, events: created.events },
        });
        return created;
      });
      endpointsChanged();
      return { endpoint: await endpointById(row.id), secret };
    },

    async update(actor: AuditActor, id: string, input: WebhookEndpointUpdate): Promise<WebhookEndpoint> {
      assertAllowed(input.url);
      await db.transaction(async (tx) => {
        const before = await repository.findEndpoint(tx, id);
        if (!before) throw notFound();
        const listenedBefore = before.active && before.events.includes("stock.changed");
        if (!listenedBefore && input.active && input.events.includes("stock.changed")) {
          await startTellingStock(tx, changes, id);
        }
        await repository.updateEndpoint(tx, id, input);
        await AuditLog.record(tx, {
          actor,
          action: "webhook.update",
          entity: "setting",
          entityId: `webhook:${id}`,
          before: { url: before.url, events: before.events, active: before.active },
          after: { url: input.url, events: input.events, active: input.active },
        });
      });
      endpointsChanged();
      return endpointById(id);
    },

    /** The endpoint and its deliveries (those still waiting are never sent). */
    async remove(actor: AuditActor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await repository.deleteEndpoint(tx, id);
        if (!removed) throw notFound();
        await AuditLog.record(tx, {
          actor,
          action: "webhook.delete",
          entity: "setting",
          entityId: `webhook:${id}`,
          before: { url: removed.url, events: removed.events },
        });
      });
      endpointsChanged();
    },

    async deliveries(id: string, query: WebhookDeliveriesQuery): Promise<WebhookDeliveryPage> {
      if (!(await repository.findEndpoint(db, id))) throw notFound();
      const page = await repository.findDeliveries(db, id, {
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { ...page, page: query.page, limit: query.limit };
    },
  };
}
