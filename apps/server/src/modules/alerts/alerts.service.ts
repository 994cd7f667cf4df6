import { createHash, randomBytes } from "node:crypto";
import {
  ALERT_CONFIRMATION_HOURS,
  type Alert,
  type AlertCreated,
  type AlertKind,
  formatVnd,
  isSoldInColour,
  type Language,
  localiseProduct,
  normaliseHexColour,
  PRIVACY_NOTICE_VERSION,
  type Product,
  pagePath,
  priceWithPromotion,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { fillText } from "../../i18n/server-texts";
import { escapeHtml } from "../../lib/html";
import type { CatalogueChanges } from "../catalogue/catalogue-changes";
import { linkMail } from "../mail/link-mail";
import type { MailMessage } from "../mail/mailer";
import { enqueueMail } from "../mail/outbox";
import type { PrivacyService } from "../privacy/privacy.service";
import type { ProductService } from "../products/products.service";
import * as repository from "./alerts.repository";
import { ALERT_TEXTS } from "./alerts-texts";

/**
 * Back-in-stock and price-drop alerts (docs/decisions/059-stock-and-price-alerts.md).
 *
 * A shopper asks for one alert per product, colour and kind; a guest proves the address by a
 * mailed link. The alert watches the catalogue's change events (modules/catalogue/catalogue-changes.ts):
 * every writer of stock or prices publishes them in its transaction, so an admin edit, a CSV
 * import, a cancelled order, a parcel the carrier brought back or a return received all wake it
 * without knowing about alerts. On each change the waiting alerts of the products named are
 * checked against the product as it is now; a due alert is claimed (a conditional UPDATE) and its
 * mail queued through the privacy module in one transaction, so it is sent once even when two
 * instances hear the same change. A sweep every `sweepIntervalMs` checks every waiting alert
 * again: it catches a wake-up lost with a dropped connection and a promotion that starts later.
 */
export interface AlertsDependencies {
  db: Database;
  products: Pick<ProductService, "getProduct" | "productsByIds">;
  changes: CatalogueChanges;
  privacy: Pick<PrivacyService, "queueMarketingMail" | "recordMailConsent" | "assertNoticeVersion">;
  /** Wakes the mail outbox's worker after a commit that queued mail. */
  mailQueued: () => void;
  publicUrl: string;
  shopName: string;
  clock?: () => Date;
  sweepIntervalMs?: number;
  logError?: (error: unknown, message: string) => void;
}

export type AlertsService = ReturnType<typeof createAlertsService>;

/** Every waiting alert is checked again this often (a promotion starting later is heard so). */
const DEFAULT_SWEEP_INTERVAL_MS = 60_000;
/** Products checked per query of the sweep. */
const SWEEP_BATCH = 200;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The colour's stock; 0 for a colour the product no longer has. */
function stockOf(product: Product, color: string): number {
  const wanted = normaliseHexColour(color);
  return product.variations.find((variation) => normaliseHexColour(variation.color) === wanted)?.stock ?? 0;
}

/** Whether the alert's moment has come: the colour is back, or today's price is below the one seen. */
export function isDue(
  alert: Pick<repository.AlertRow, "kind" | "color" | "priceSeen">,
  product: Product,
  now: Date,
): boolean {
  if (alert.kind === "back_in_stock") return stockOf(product, alert.color) > 0;
  return priceWithPromotion(product, now) < alert.priceSeen;
}

export interface AlertAsker {
  id: string;
  email: string;
  emailVerified: boolean;
}

export interface NewAlertInput {
  productId: string;
  color: string;
  kind: AlertKind;
  email?: string;
  lang: Language;
  privacyNoticeVersion?: string;
}

export function createAlertsService({
  clock = () => new Date(),
  sweepIntervalMs = DEFAULT_SWEEP_INTERVAL_MS,
  logError = () => {},
  ...deps
}: AlertsDependencies) {
  const { db } = deps;

  function productUrl(productId: string, language: Language): string {
    return `${deps.publicUrl}${pagePath("product", { id: productId })}?lang=${language}`;
  }

  /** The alert mail, in the language the shopper asked in, with the product's link. */
  function alertMessage(alert: repository.AlertRow, product: Product, now: Date) {
    const language = alert.language as Language;
    const t = ALERT_TEXTS[language];
    const name = localiseProduct(product, language).name;
    const values = {
      product: name,
      price: formatVnd(priceWithPromotion(product, now)),
      before: formatVnd(alert.priceSeen),
    };
    const texts = alert.kind === "back_in_stock" ? t.backInStock : t.priceDrop;
    const body = fillText(texts.body, values);
    const link = productUrl(product.id, language);
    return {
      to: alert.email,
      language,
      subject: fillText(texts.subject, values),
      text: [body, "", `${t.view}: ${link}`, "", deps.shopName].join("\n"),
      html: [
        `<p>${escapeHtml(body)}</p>`,
        `<p><a href="${escapeHtml(link)}">${escapeHtml(t.view)}</a></p>`,
        `<p>${escapeHtml(deps.shopName)}</p>`,
      ].join("\n"),
    };
  }

  /**
   * Sends the alert if no one did: the claim and the mail commit together. Without the consent
   * (withdrawn by the unsubscribe link or the account page) the alert is cancelled instead.
   */
  async function send(alert: repository.AlertRow, product: Product): Promise<boolean> {
    const now = clock();
    const queued = await db.transaction(async (tx) => {
      const claimed = await repository.claimForSending(tx, alert.id, now);
      if (!claimed) return false;
      const sent = await deps.privacy.queueMarketingMail(tx, alertMessage(claimed, product, now), {
        purpose: "product_alerts",
        dedupeKey: `alert:${alert.id}`,
      });
      if (!sent) await repository.cancelAlert(tx, alert.id, now);
      return sent;
    });
    if (queued) deps.mailQueued();
    return queued;
  }

  /** Checks the waiting alerts of these products against them as they are now; answers how many were sent. */
  async function checkProducts(productIds: readonly string[]): Promise<number> {
    const alerts = await repository.findWaitingAlerts(db, [...new Set(productIds)]);
    if (alerts.length === 0) return 0;
    const products = new Map(
      (await deps.products.productsByIds([...new Set(alerts.map((alert) => alert.productId))])).map(
        (product) => [product.id, product],
      ),
    );
    const now = clock();
    let sent = 0;
    for (const alert of alerts) {
      const product = products.get(alert.productId);
      if (product && isDue(alert, product, now) && (await send(alert, product))) sent += 1;
    }
    return sent;
  }

  /** Every product with a waiting alert, a batch at a time. */
  /**
   * The products with a waiting alert, as this instance knows them: read by each sweep, and added
   * to by the alerts asked for or confirmed here. A change to any other product (most of them: every
   * order publishes `stock_changed`) costs no query. Null until the first sweep: everything is checked.
   * An alert asked on another instance is missed here until the next sweep, but that instance
   * hears the same NOTIFY and has it (a sale, the one change without NOTIFY, never makes one due).
   */
  let watched: Set<string> | null = null;
  /** Added while a sweep reads the table: kept when its result replaces `watched`. */
  let watchedMeanwhile: Set<string> | null = null;
  function watch(productId: string): void {
    watched?.add(productId);
    watchedMeanwhile?.add(productId);
  }

  async function sweep(): Promise<number> {
    let sent = 0;
    let after: string | null = null;
    const found = new Set<string>();
    const meanwhile = new Set<string>();
    watchedMeanwhile = meanwhile;
    try {
      for (;;) {
        const batch = await repository.findWatchedProducts(db, after, SWEEP_BATCH);
        for (const id of batch) found.add(id);
        if (batch.length > 0) sent += await checkProducts(batch);
        if (batch.length < SWEEP_BATCH) break;
        after = batch[batch.length - 1] ?? null;
      }
      for (const id of meanwhile) found.add(id);
      watched = found;
    } finally {
      if (watchedMeanwhile === meanwhile) watchedMeanwhile = null;
    }
    return sent;
  }

  // Products heard changed, checked together after the current check (one at a time per instance).
  const heard = new Set<string>();
  let checking: Promise<void> | null = null;
  function checkHeard(): Promise<void> {
    if (checking) return checking;
    checking = (async () => {
      while (heard.size > 0) {
        const ids = [...heard];
        heard.clear();
        try {
          await checkProducts(ids);
        } catch (error) {
          logError(error, "alerts: checking changed products failed");
        }
      }
    })().finally(() => {
      checking = null;
    });
    return checking;
  }
  deps.changes.listen((change) => {
    // A removed product's alerts go with it (the foreign key cascades).
    if (change.kind === "product_removed") return;
    const known = watched;
    const ids = known ? change.productIds.filter((id) => known.has(id)) : change.productIds;
    if (ids.length === 0) return;
    for (const id of ids) heard.add(id);
    void checkHeard();
  });
  deps.changes.onMissedChanges(() => {
    sweep().catch((error: unknown) => logError(error, "alerts: sweep failed"));
  });

  let ticker: NodeJS.Timeout | undefined;

  return {
    /**
     * POST /api/alerts: one alert per address, product, colour and kind (asked again: the same
     * answer, nothing written). A signed-in customer's proved address needs no confirmation; any
     * other address gets a mailed link first.
     */
    async request(input: NewAlertInput, asker: AlertAsker | null): Promise<AlertCreated> {
      const noticeVersion = input.privacyNoticeVersion ?? PRIVACY_NOTICE_VERSION;
      deps.privacy.assertNoticeVersion(noticeVersion);
      const email = (input.email ?? asker?.email)?.toLowerCase();
      if (!email) {
        throw new AppError("validation_failed", 400, "Give the e-mail address to send the alert to.", {
          email: "alerts.error_email",
        });
      }
      const product = await deps.products.getProduct(input.productId);
      const color = normaliseHexColour(input.color);
      if (
        !isSoldInColour(
          product.variations.map((variation) => variation.color),
          color,
        )
      ) {
        throw new AppError("color_not_available", 400, `${product.name} is not sold in ${color}.`, {
          color: "alerts.error_color",
        });
      }
      if (input.kind === "back_in_stock" && stockOf(product, color) > 0) {
        throw new AppError("alert_in_stock", 409, `${product.name} in ${color} is in stock: order it now.`);
      }
      const now = clock();
      // A signed-in customer's own proved address needs no link; any other address does.
      const provedBy = asker?.emailVerified && asker.email.toLowerCase() === email ? asker : null;
      const token = provedBy ? null : randomBytes(32).toString("base64url");
      const { row, created } = await db.transaction(async (tx) => {
        const stored = await repository.insertAlertOnce(
          tx,
          {
            productId: product.id,
            color,
            kind: input.kind,
            email,
            userId: asker?.id ?? null,
            language: input.lang,
            priceSeen: priceWithPromotion(product, now),
            confirmTokenHash: token ? hashToken(token) : null,
            confirmExpiresAt: token ? new Date(now.getTime() + ALERT_CONFIRMATION_HOURS * 3_600_000) : null,
            confirmedAt: provedBy ? now : null,
            createdAt: now,
          },
          now,
        );
        if (!stored.created) return stored;
        if (provedBy) {
          await deps.privacy.recordMailConsent(
            tx,
            { userId: provedBy.id, email },
            "product_alerts",
            "alert_request",
            noticeVersion,
          );
        } else if (token) {
          await enqueueMail(tx, confirmationMail(email, input.kind, product, input.lang, token), { now });
        }
        return stored;
      });
      if (created && token) deps.mailQueued();
      if (created && provedBy) watch(product.id);
      const status = repository.statusOf(row);
      return { status, kind: input.kind, productId: product.id, color };
    },

    /** The guest's link: what it confirms, or null when it is unknown or expired (nothing changes). */
    async describeConfirmation(
      token: string,
    ): Promise<{ email: string; kind: AlertKind; product: Product; language: Language } | null> {
      const row = await repository.findAlertByToken(db, hashToken(token));
      if (!row || (!row.confirmedAt && (row.confirmExpiresAt ?? new Date(0)) < clock())) return null;
      const product = await deps.products.getProduct(row.productId).catch(() => null);
      if (!product) return null;
      return { email: row.email, kind: row.kind as AlertKind, product, language: row.language as Language };
    },

    /**
     * The guest's link clicked: the alert waits from now on and the consent is recorded (the
     * person proved the address). `already` when it was confirmed before; null when unknown or
     * expired. The product is checked at once (it may be back already).
     */
    async confirm(token: string): Promise<"confirmed" | "already" | null> {
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const row = await repository.findAlertByTokenForUpdate(tx, hashToken(token));
        if (!row) return null;
        if (row.confirmedAt) return { row, state: "already" as const };
        if ((row.confirmExpiresAt ?? now) < now || row.cancelledAt) return null;
        await repository.confirmAlert(tx, row.id, now);
        await deps.privacy.recordMailConsent(tx, { email: row.email }, "product_alerts", "alert_request");
        return { row, state: "confirmed" as const };
      });
      if (!outcome) return null;
      if (outcome.state === "confirmed") {
        watch(outcome.row.productId);
        await checkProducts([outcome.row.productId]);
      }
      return outcome.state;
    },

    /** The account page's list: the customer's own alerts. */
    async listMine(userId: string): Promise<Alert[]> {
      return (await repository.findAlertsOf(db, { userId })).map(repository.toAlert);
    },

    /** The account page's cancel: 404 for an alert that is not his or is already cancelled. */
    async cancelMine(userId: string, id: string): Promise<void> {
      const cancelled = await repository.cancelAlert(db, id, clock(), { userId });
      if (!cancelled) throw new AppError("not_found", 404, "No such alert.");
    },

    checkProducts,
    sweep,

    /** Resolves once the changes heard so far are checked (tests). */
    async idle(): Promise<void> {
      while (checking) await checking;
    },

    /** The sweep every sweepIntervalMs, and one now (alerts that came due while no instance ran). */
    start(): void {
      clearInterval(ticker);
      ticker = setInterval(() => {
        sweep().catch((error: unknown) => logError(error, "alerts: sweep failed"));
      }, sweepIntervalMs);
      ticker.unref();
      sweep().catch((error: unknown) => logError(error, "alerts: sweep failed"));
    },

    async stop(): Promise<void> {
      clearInterval(ticker);
      while (checking) await checking;
    },
  };

  function confirmationMail(
    email: string,
    kind: AlertKind,
    product: Product,
    language: Language,
    token: string,
  ): MailMessage {
    const t = ALERT_TEXTS[language].confirmMail;
    const values = { shop: deps.shopName, email, product: localiseProduct(product, language).name };
    const intro = fillText(kind === "back_in_stock" ? t.introBackInStock : t.introPriceDrop, values);
    const link = `${deps.publicUrl}/api/alerts/confirm?token=${encodeURIComponent(token)}&lang=${language}`;
    return linkMail(email, link, deps.shopName, { ...t, subject: fillText(t.subject, values), intro });
  }
}
