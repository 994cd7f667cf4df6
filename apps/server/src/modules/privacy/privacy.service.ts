import { createHash, randomBytes } from "node:crypto";
import {
  type AccountSession,
  type ConsentChannel,
  type ConsentOverview,
  type ConsentPurpose,
  type ConsentRecord,
  DATA_REQUEST_DUE_DAYS,
  DATA_REQUEST_LINK_TTL_HOURS,
  type DataRequest,
  type DataRequestConfirmed,
  type DataRequestKind,
  DELETED_BUYER_NAME,
  deletedAccountEmail,
  isKnownNoticeVersion,
  type Language,
  PRIVACY_NOTICE_VERSION,
  type TwoFactorStatus,
} from "@shop/shared";
import type { SQL } from "drizzle-orm";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { fillText } from "../../i18n/server-texts";
import { escapeHtml } from "../../lib/html";
import type { AlertsForPrivacy } from "../alerts/alerts-privacy";
import { AuditLog } from "../audit/audit-log";
import type { FavouritesForPrivacy } from "../favourites/favourites-privacy";
import { linkMail } from "../mail/link-mail";
import type { MailCopies } from "../mail/mail-copies";
import type { MailMessage } from "../mail/mailer";
import { enqueueMail } from "../mail/outbox";
import type { OrdersForPrivacy } from "../orders/order-privacy";
import type { PaymentRecords } from "../payments/payment-records";
import type { UserAccounts } from "../users/users.service";
import * as repository from "./privacy.repository";
import { PRIVACY_TEXTS } from "./privacy-texts";
import type { UnsubscribeTokens } from "./unsubscribe-tokens";

/**
 * Personal data (docs/decisions/051-personal-data.md): the consent ledger, marketing mail that
 * only goes to those who asked and carries a one-click unsubscribe, a person's copy of their data,
 * the deletion of an account, and guests' requests confirmed by a mailed link. Other modules'
 * data is reached through the ports handed in by app.ts.
 */
export interface PrivacyDependencies {
  db: Database;
  users: Pick<UserAccounts, "findById" | "anonymise">;
  auth: {
    checkPassword(userId: string, password: string): Promise<void>;
    listSessions(userId: string, currentSessionId: string | null): Promise<AccountSession[]>;
    /** Sessions ended, reset and verification links and the authenticator gone, in `tx`. */
    eraseCredentials(tx: Database, userId: string): Promise<void>;
  };
  twoFactor: {
    status(userId: string): Promise<TwoFactorStatus>;
    disableWithCode(userId: string, code: string): Promise<void>;
  };
  favourites: FavouritesForPrivacy;
  /** Back-in-stock and price-drop alerts: they hold the person's e-mail (modules/alerts). */
  alerts: AlertsForPrivacy;
  orders: OrdersForPrivacy;
  /** The outbox's copies of mail to the person (rows and .eml files), emptied at a deletion. */
  mail: Pick<MailCopies, "eraseMailTo" | "removeFiles">;
  /** The notes of the bank transfers that paid the person's orders, erased at a deletion. */
  payments: Pick<PaymentRecords, "eraseTransferNotesOf">;
  unsubscribeTokens: UnsubscribeTokens;
  /** Wakes the mail outbox's worker after a commit that queued mail. */
  mailQueued: () => void;
  publicUrl: string;
  shopName: string;
  /** The mailto: address of List-Unsubscribe, read by the owner (docs/decisions/051-personal-data.md). */
  supportEmail: string;
  clock?: () => Date;
}

export interface ConsentSubject {
  userId?: string | null;
  email: string;
  /**
   * False for an account whose address is not proved: its history is its own rows only, not the
   * address's (a guest's checkout with it may be a stranger's).
   */
  verified?: boolean;
}

/** A marketing message before the unsubscribe parts are added (privacy.service.ts adds them). */
export interface MarketingMessage {
  to: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

/** The purposes of mail a person subscribes to and leaves by its one-click link. */
export const MAIL_CONSENT_PURPOSES = [
  "marketing",
  "product_alerts",
] as const satisfies readonly ConsentPurpose[];
export type MailConsentPurpose = (typeof MAIL_CONSENT_PURPOSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function unknownNoticeVersion(version: string): AppError {
  return new AppError(
    "unknown_notice_version",
    400,
    `The privacy notice version ${JSON.stringify(version)} is not one this shop has shown; reload the page.`,
    { privacyNoticeVersion: "personal_data.error_notice_version" },
  );
}

function toRecord(row: repository.ConsentRow): ConsentRecord {
  return {
    id: String(row.id),
    purpose: row.purpose as ConsentPurpose,
    given: row.given,
    noticeVersion: row.noticeVersion,
    channel: row.channel as ConsentChannel,
    at: row.at.toISOString(),
  };
}

function toDataRequest(row: repository.DataRequestRow): DataRequest {
  return {
    id: row.id,
    kind: row.kind as DataRequestKind,
    source: row.source as DataRequest["source"],
    status: row.status as DataRequest["status"],
    email: row.email,
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

function dueAt(kind: DataRequestKind, from: Date): Date {
  return new Date(from.getTime() + DATA_REQUEST_DUE_DAYS[kind] * DAY_MS);
}

/**
 * The checkout's consent, as a part of the order's one statement (modules/orders/place-order.statement.ts):
 * the order's consent under the notice the checkout showed, and marketing when ticked, written
 * only when the order is (the CTE's `onlyIf`), so an order and its consent are stored together or
 * not at all. Without a notice version (an older client) nothing is recorded. An unknown version
 * is a 400 `unknown_notice_version`, thrown by this call, before anything is written.
 */
export function checkoutConsent(
  subject: ConsentSubject,
  { noticeVersion, marketingOptIn }: { noticeVersion?: string | undefined; marketingOptIn: boolean },
  at: Date,
): (onlyIf: SQL) => SQL {
  const rows: repository.NewConsent[] = [];
  if (noticeVersion !== undefined) {
    if (!isKnownNoticeVersion(noticeVersion)) throw unknownNoticeVersion(noticeVersion);
    const purposes: ConsentPurpose[] = marketingOptIn
      ? ["order_processing", "marketing"]
      : ["order_processing"];
    for (const purpose of purposes) {
      rows.push({
        userId: subject.userId ?? null,
        email: subject.email,
        purpose,
        given: true,
        noticeVersion,
        channel: "web_checkout",
        at,
      });
    }
  }
  return (onlyIf) => repository.insertConsentsCte("checkout_consent", rows, onlyIf);
}

export function createPrivacyService({ clock = () => new Date(), ...deps }: PrivacyDependencies) {
  const { db } = deps;

  /** The version current now; an unknown one is refused, an older known one is recorded as shown. */
  function checkedVersion(version: string): string {
    if (!isKnownNoticeVersion(version)) throw unknownNoticeVersion(version);
    return version;
  }

  function consentRows(
    subject: ConsentSubject,
    choices: Array<{ purpose: ConsentPurpose; given: boolean }>,
    noticeVersion: string,
    channel: ConsentChannel,
    at: Date,
  ): repository.NewConsent[] {
    return choices.map(({ purpose, given }) => ({
      userId: subject.userId ?? null,
      email: subject.email,
      purpose,
      given,
      noticeVersion,
      channel,
      at,
    }));
  }

  function unsubscribeUrl(email: string, language: Language, purpose: MailConsentPurpose): string {
    const token = deps.unsubscribeTokens.tokenFor(email);
    // The purpose names the list the link leaves (an alert's link leaves the alerts, not offers).
    const list = purpose === "marketing" ? "" : `&purpose=${purpose}`;
    return `${deps.publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}&lang=${language}${list}`;
  }

  async function allowed(email: string, purpose: MailConsentPurpose, tx: Database = db): Promise<boolean> {
    return (await repository.findLatestConsent(tx, email, purpose))?.given === true;
  }

  async function marketingAllowed(email: string, tx: Database = db): Promise<boolean> {
    return allowed(email, "marketing", tx);
  }

  async function overview(subject: ConsentSubject): Promise<ConsentOverview> {
    const match = subject.verified === false ? { userId: subject.userId } : subject;
    const history = (await repository.findConsentHistory(db, match)).map(toRecord);
    return { marketing: await marketingAllowed(subject.email), history };
  }

  async function anonymiseEverywhere(
    tx: Database,
    subject: ConsentSubject,
    tombstone: string,
    channel: ConsentChannel,
    now: Date,
    { orders }: { orders: boolean } = { orders: true },
  ): Promise<{ orders: number; mailIds: string[] }> {
    // The withdrawal is recorded before the rows are renamed, so the proof of it stays with them.
    await repository.insertConsents(
      tx,
      consentRows(
        subject,
        [
          { purpose: "marketing", given: false },
          { purpose: subject.userId ? "account" : "order_processing", given: false },
        ],
        PRIVACY_NOTICE_VERSION,
        channel,
        now,
      ),
    );
    // An address the account never proved is renamed only on the account's own rows: the
    // address's other rows (a guest's checkout) may be a stranger's.
    const match = orders ? subject : { userId: subject.userId };
    await repository.renameConsentSubject(tx, match, tombstone);
    await repository.renameDataRequestSubject(tx, match, tombstone);
    if (!orders) return { orders: 0, mailIds: [] };
    // The copies beside the orders (docs/decisions/051-personal-data.md): the transfers' notes of
    // the address's orders (found before the orders lose the address), every mail to it, and the
    // audit log's entries that name it.
    const orderIds = (await deps.orders.ordersOf(subject.email, tx)).map((order) => order.orderId);
    await deps.payments.eraseTransferNotesOf(tx, orderIds);
    const mailIds = await deps.mail.eraseMailTo(tx, subject.email, now);
    await AuditLog.renameSubject(tx, subject.email, tombstone);
    const anonymised = await deps.orders.anonymiseBuyer(tx, subject.email, {
      fullName: DELETED_BUYER_NAME,
      email: tombstone,
    });
    return { orders: anonymised, mailIds };
  }

  /** The .eml files of erased mail, after the commit (a failure is left to the retention job's sweep). */
  async function removeMailFiles(ids: string[]): Promise<void> {
    await deps.mail.removeFiles(ids).catch(() => 0);
  }

  return {
    /** 400 `unknown_notice_version` unless the shop has shown this version (before anything is written). */
    assertNoticeVersion(version: string): void {
      checkedVersion(version);
    },

    /** Registration: the account's consent, and marketing as the separate box was left or ticked. */
    async recordRegistration(
      subject: { userId: string; email: string },
      { noticeVersion, marketingOptIn }: { noticeVersion: string; marketingOptIn: boolean },
    ): Promise<void> {
      const choices: Array<{ purpose: ConsentPurpose; given: boolean }> = [
        { purpose: "account", given: true },
      ];
      // Marketing is recorded only when asked for: an unticked box is no answer, and stays "off".
      if (marketingOptIn) choices.push({ purpose: "marketing", given: true });
      await repository.insertConsents(
        db,
        consentRows(subject, choices, checkedVersion(noticeVersion), "web_registration", clock()),
      );
    },

    overview,

    /** The account page's switch: a consent or a withdrawal, recorded only when it changes the state. */
    async setMarketing(
      subject: ConsentSubject,
      marketing: boolean,
      noticeVersion: string,
    ): Promise<ConsentOverview> {
      const version = checkedVersion(noticeVersion);
      if ((await marketingAllowed(subject.email)) !== marketing) {
        await repository.insertConsents(
          db,
          consentRows(
            subject,
            [{ purpose: "marketing", given: marketing }],
            version,
            "account_settings",
            clock(),
          ),
        );
      }
      return overview(subject);
    },

    marketingAllowed: (email: string) => marketingAllowed(email),

    /**
     * The one way to queue marketing mail (offers, back-in-stock alerts…): only to an address
     * whose latest marketing choice is a consent, with the one-click unsubscribe of RFC 8058 in
     * its headers and a visible link at its foot. Answers whether it was queued; the caller wakes
     * the outbox after its commit (`mailQueued`).
     */
    async queueMarketingMail(
      tx: Database,
      message: MarketingMessage,
      options: { dedupeKey?: string; purpose?: MailConsentPurpose } = {},
    ): Promise<boolean> {
      const purpose = options.purpose ?? "marketing";
      if (!(await allowed(message.to, purpose, tx))) return false;
      const link = unsubscribeUrl(message.to, message.language, purpose);
      const footer = fillText(PRIVACY_TEXTS[message.language].unsubscribe.footer, { link });
      const mail: MailMessage = {
        to: message.to,
        subject: message.subject,
        text: `${message.text}\n\n${footer}`,
        html: `${message.html}\n<p style="font-size:12px;color:#666;overflow-wrap:anywhere">${escapeHtml(
          footer,
        ).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`,
        headers: {
          "List-Unsubscribe": `<${link}>, <mailto:${deps.supportEmail}?subject=unsubscribe>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      };
      await enqueueMail(tx, mail, { dedupeKey: options.dedupeKey, now: clock() });
      return true;
    },

    /** The address a token names, or null (the GET page shows it before the click). */
    unsubscribeEmail: (token: string) => deps.unsubscribeTokens.emailOf(token),

    /**
     * A consent to a mail purpose given by an act of the person (an alert asked for, signed in
     * with a proved address or confirmed by its mailed link), in the caller's transaction.
     */
    async recordMailConsent(
      tx: Database,
      subject: ConsentSubject,
      purpose: MailConsentPurpose,
      channel: ConsentChannel,
      noticeVersion: string = PRIVACY_NOTICE_VERSION,
    ): Promise<void> {
      if (await allowed(subject.email, purpose, tx)) return;
      await repository.insertConsents(
        tx,
        consentRows(subject, [{ purpose, given: true }], checkedVersion(noticeVersion), channel, clock()),
      );
    },

    /**
     * The one-click POST: a withdrawal of the link's purpose (marketing unless it names another),
     * recorded once; null for a token not made here. Leaving the alerts cancels the address's open
     * alerts with it: none would be sent, so none is shown as waiting.
     */
    async unsubscribe(token: string, purpose: MailConsentPurpose = "marketing"): Promise<string | null> {
      const email = deps.unsubscribeTokens.emailOf(token);
      if (!email) return null;
      const now = clock();
      await db.transaction(async (tx) => {
        if (await allowed(email, purpose, tx)) {
          await repository.insertConsents(
            tx,
            consentRows(
              { email },
              [{ purpose, given: false }],
              PRIVACY_NOTICE_VERSION,
              "mail_unsubscribe",
              now,
            ),
          );
        }
        if (purpose === "product_alerts") await deps.alerts.cancelOpen(tx, email, now);
      });
      return email;
    },

    /** GET /api/me/data: everything the shop holds about the account, as one JSON document. */
    async exportAccount(
      user: { id: string; email: string; emailVerified: boolean },
      sessionId: string | null,
    ) {
      const row = await deps.users.findById(user.id);
      if (!row) throw new AppError("not_found", 404, "No such account.");
      // Guest orders with the address join the account only once it is proved (as GET /api/me/orders).
      const orders = user.emailVerified ? await deps.orders.ordersOf(row.email) : [];
      const [favourites, alerts, sessions, consents, twoFactor, requests] = await Promise.all([
        deps.favourites.productIdsOf(user.id),
        deps.alerts.alertsOf({ userId: user.id, email: user.emailVerified ? row.email : null }),
        deps.auth.listSessions(user.id, sessionId),
        repository.findConsentHistory(db, { userId: user.id, email: user.emailVerified ? row.email : null }),
        deps.twoFactor.status(user.id),
        repository.findDataRequests(db, { email: row.email, userId: user.id }),
      ]);
      const addresses = new Map<
        string,
        { fullName: string; phone: string; address: string; ward: string | null; province: string | null }
      >();
      for (const order of orders) {
        const address = {
          fullName: order.fullName,
          phone: order.phone,
          address: order.address,
          ward: order.wardName,
          province: order.provinceName,
        };
        addresses.set(JSON.stringify(address), address);
      }
      await repository.insertDataRequest(db, {
        kind: "export",
        source: "customer",
        status: "completed",
        email: row.email,
        userId: user.id,
        tokenHash: null,
        linkExpiresAt: null,
        language: "vi",
        requestedAt: clock(),
        dueAt: dueAt("export", clock()),
        completedAt: clock(),
      });
      return {
        exportedAt: clock().toISOString(),
        shop: deps.shopName,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        account: {
          id: row.id,
          uid: row.uid,
          email: row.email,
          role: row.role,
          emailVerified: row.emailVerifiedAt !== null,
          emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
          hasPassword: row.passwordHash !== null,
          googleLinked: row.googleSubject !== null,
          facebookLinked: row.facebookSubject !== null,
          twoFactorEnrolled: twoFactor.enrolled,
        },
        addresses: [...addresses.values()],
        orders,
        favourites: favourites.map((productId) => ({ productId })),
        alerts,
        sessions,
        consents: consents.map(toRecord),
        dataRequests: requests.map(toDataRequest),
      };
    },

    /**
     * DELETE /api/me: the current password (and the authenticator's code when enrolled), then in
     * one transaction: consents withdrawn, orders kept with the buyer erased, favourites gone,
     * sessions ended and links revoked, the account's e-mail a tombstone, the request recorded.
     */
    async deleteAccount(
      user: { id: string; emailVerified: boolean },
      input: { password: string; code?: string },
    ) {
      const row = await deps.users.findById(user.id);
      if (!row) throw new AppError("not_found", 404, "No such account.");
      await deps.auth.checkPassword(user.id, input.password);
      if ((await deps.twoFactor.status(user.id)).enrolled) {
        if (!input.code) {
          throw new AppError("invalid_mfa_code", 400, "Enter the code of your authenticator app.", {
            code: "personal_data.error_code",
          });
        }
        try {
          await deps.twoFactor.disableWithCode(user.id, input.code);
        } catch (error) {
          // The sign-in's 401 would make the web app end the session: here it is a field's mistake.
          if (error instanceof AppError && error.code === "invalid_mfa_code") {
            throw new AppError("invalid_mfa_code", 400, error.message, { code: "personal_data.error_code" });
          }
          throw error;
        }
      }
      const now = clock();
      const tombstone = deletedAccountEmail(row.id);
      const { orders: ordersKept, mailIds } = await db.transaction(async (tx) => {
        const subject = { userId: row.id, email: row.email };
        // An unproved address's orders may be a stranger's: they are left as they are.
        const anonymised = await anonymiseEverywhere(tx, subject, tombstone, "account_deletion", now, {
          orders: row.emailVerifiedAt !== null,
        });
        await deps.favourites.eraseAll(tx, row.id);
        await deps.alerts.eraseAll(tx, {
          userId: row.id,
          email: row.emailVerifiedAt !== null ? row.email : null,
        });
        await deps.auth.eraseCredentials(tx, row.id);
        await deps.users.anonymise(tx, row.id, tombstone);
        await repository.insertDataRequest(tx, {
          kind: "delete",
          source: "customer",
          status: "completed",
          email: tombstone,
          userId: row.id,
          tokenHash: null,
          linkExpiresAt: null,
          language: "vi",
          requestedAt: now,
          dueAt: dueAt("delete", now),
          completedAt: now,
        });
        return anonymised;
      });
      await removeMailFiles(mailIds);
      return { ordersKept };
    },

    /**
     * POST /api/data-requests: a guest's request, waiting for the mailed link. The answer is the
     * same whether the shop holds anything on the address or not.
     */
    async requestAsGuest(input: {
      email: string;
      kind: DataRequestKind;
      language?: Language;
    }): Promise<void> {
      const language = input.language ?? "vi";
      const now = clock();
      const token = randomBytes(32).toString("base64url");
      const email = input.email.toLowerCase();
      const link = `${deps.publicUrl}/privacy?request=${encodeURIComponent(token)}`;
      const t = PRIVACY_TEXTS[language].requestMail;
      const fill = (text: string) => fillText(text, { shop: deps.shopName, email });
      const intro = fill(input.kind === "export" ? t.introExport : t.introDelete);
      const subject = fill(input.kind === "export" ? t.subjectExport : t.subjectDelete);
      const mail = linkMail(email, link, deps.shopName, { ...t, subject, intro });
      await db.transaction(async (tx) => {
        await repository.insertDataRequest(tx, {
          kind: input.kind,
          source: "guest",
          status: "pending",
          email,
          userId: null,
          tokenHash: hashToken(token),
          linkExpiresAt: new Date(now.getTime() + DATA_REQUEST_LINK_TTL_HOURS * 60 * 60 * 1000),
          language,
          requestedAt: now,
          dueAt: dueAt(input.kind, now),
          completedAt: null,
        });
        await enqueueMail(tx, mail, { now });
      });
      deps.mailQueued();
    },

    /**
     * The mailed link clicked: an export answers the guest's orders, a deletion erases the buyer
     * from them. Unknown or expired: 400; used already: 409; nothing changes either way.
     */
    async confirmGuestRequest(token: string): Promise<DataRequestConfirmed> {
      const now = clock();
      const confirmed = await db.transaction(async (tx) => {
        const request = await repository.findDataRequestByTokenForUpdate(tx, hashToken(token));
        if (
          !request ||
          (request.status !== "completed" && request.linkExpiresAt && request.linkExpiresAt < now)
        ) {
          throw new AppError(
            "invalid_data_request_token",
            400,
            "This link is unknown or has expired; ask again.",
          );
        }
        if (request.status === "completed") {
          throw new AppError("data_request_already_done", 409, "This request was already carried out.");
        }
        await repository.completeDataRequest(tx, request.id, now);
        if (request.kind === "export") {
          const orders = await deps.orders.ordersOf(request.email, tx);
          const consents = await repository.findConsentHistory(tx, { email: request.email });
          const alerts = await deps.alerts.alertsOf({ email: request.email }, tx);
          return {
            kind: "export" as const,
            orders: orders.length,
            data: {
              exportedAt: now.toISOString(),
              shop: deps.shopName,
              privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
              email: request.email,
              orders,
              alerts,
              consents: consents.map(toRecord),
            },
          };
        }
        const tombstone = deletedAccountEmail(request.id);
        const { orders, mailIds } = await anonymiseEverywhere(
          tx,
          { email: request.email },
          tombstone,
          "guest_deletion",
          now,
        );
        await deps.alerts.eraseAll(tx, { email: request.email });
        return { kind: "delete" as const, orders, mailIds };
      });
      if (confirmed.kind === "export") return confirmed;
      await removeMailFiles(confirmed.mailIds);
      return { kind: "delete", orders: confirmed.orders };
    },

    /** The owner's list: open requests (pending) first by due date, or every one. */
    async listRequests(status: "open" | "all"): Promise<DataRequest[]> {
      await repository.expireDataRequests(db, clock());
      const rows = await repository.findDataRequests(db, status === "open" ? { statuses: ["pending"] } : {});
      return rows.map(toDataRequest);
    },

    /** The back office's customer page: the account's consents. */
    async consentsOfCustomer(customerId: string): Promise<ConsentOverview> {
      const row = await deps.users.findById(customerId);
      if (!row) throw new AppError("not_found", 404, `Customer ${customerId} not found`);
      return overview({ userId: row.id, email: row.email, verified: row.emailVerifiedAt !== null });
    },
  };
}
