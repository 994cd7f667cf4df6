import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readableMail } from "@shop/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpInbox, startSmtpInbox } from "../src/test/smtp-inbox";
import { freePort, type ShopProcess, startShop } from "./shop-process";

/**
 * docs/decisions/040-one-mail-path.md: a password reset asked for while mail cannot leave (SMTP
 * points at a port where nothing listens) is owed, not lost. The built server is killed with
 * SIGKILL before it could send the mail, started again on the same DATA_DIR with a working SMTP
 * server, and the reset mail arrives with a link that sets the new password.
 */
describe("a reset mail survives kill -9", () => {
  let dir: string;
  let inbox: SmtpInbox;
  const running: ShopProcess[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "shop-reset-mail-"));
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    for (const shop of running) await shop.stop("SIGKILL");
    await inbox?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("sends the reset mail from the restarted server, and its link works", async () => {
    const env = { DATA_DIR: join(dir, "data"), SEED_DEMO: "false", PUBLIC_URL: "https://shop.example" };
    const email = "lan.reset@example.vn";
    const json = { "content-type": "application/json" };

    const nowhere = `smtp://127.0.0.1:${await freePort()}`;
    const first = await startShop("first", { ...env, SMTP_URL: nowhere });
    running.push(first);
    const registered = await fetch(`${first.url}/api/register`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email, password: "mat-khau-cu-99" }),
    });
    expect(registered.status).toBe(201);
    const asked = await fetch(`${first.url}/api/password-reset`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email, language: "en" }),
    });
    expect(asked.status).toBe(202);
    // The first attempt at the reset mail has failed (connection refused) before the kill.
    await expect
      .poll(() => /password reset mail failed|"dedupeKey":"password-reset:/.test(first.output()), {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(true);
    await first.stop("SIGKILL");

    const second = await startShop("second", { ...env, SMTP_URL: inbox.url });
    running.push(second);
    // The retry waits out its back-off (5 s after the failed attempt, ±20 %).
    let link: URL | undefined;
    await expect
      .poll(
        () => {
          for (const raw of inbox.messages) {
            const mail = readableMail(raw);
            const match = /https:\/\/shop\.example\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail);
            if (match && mail.includes(`To: ${email}`)) link = new URL(match[0]);
          }
          return link !== undefined;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(true);

    const token = link?.searchParams.get("token");
    const confirmed = await fetch(`${second.url}/api/password-reset/confirm`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ token, password: "mat-khau-moi-99" }),
    });
    expect(confirmed.status).toBe(204);
    const login = await fetch(`${second.url}/api/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email, password: "mat-khau-moi-99" }),
    });
    expect(login.status).toBe(200);
  });
});
