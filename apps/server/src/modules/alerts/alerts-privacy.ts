import type { Alert } from "@shop/shared";
import type { Database } from "../../db/client";
import {
  type AlertSubject,
  cancelOpenAlertsOf,
  deleteAlertsOf,
  findAlertsOf,
  toAlert,
} from "./alerts.repository";

/**
 * What the privacy module needs of alerts (they hold e-mail addresses): a person's alerts for
 * the copy of their data, their erasure with the account or a guest's deletion request, and the
 * open ones cancelled when the alerts' consent is withdrawn.
 * `email` is left out for an address the account never proved.
 */
export interface AlertsForPrivacy {
  alertsOf(subject: AlertSubject, tx?: Database): Promise<Array<Alert & { email: string }>>;
  eraseAll(tx: Database, subject: AlertSubject): Promise<void>;
  cancelOpen(tx: Database, email: string, now: Date): Promise<void>;
}

export function createAlertsForPrivacy(db: Database): AlertsForPrivacy {
  return {
    async alertsOf(subject, tx = db) {
      return (await findAlertsOf(tx, subject)).map((row) => ({ ...toAlert(row), email: row.email }));
    },
    eraseAll: (tx, subject) => deleteAlertsOf(tx, subject),
    cancelOpen: (tx, email, now) => cancelOpenAlertsOf(tx, email, now),
  };
}
