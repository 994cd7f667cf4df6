import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readableMail } from "@shop/shared/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createMailer, createOutboxMailer, createSmtpMailer, linksIn } from "./mail-transports";

const message = {
  to: "lan@example.vn",
  subject: "Xác nhận đơn hàng ORDER1735689600000",
  text: "Cảm ơn chị Lan! Đặt lại mật khẩu: https://shop.example/reset-password?token=abc123\nTổng: 1.250.000 VNĐ",
  html: "<p>Cảm ơn chị Lan!</p>",
};
const from = '"Lumi Bags" <hello@lumibags.vn>';

/** The recipient of each .eml file in the folder. */
async function recipientsIn(outbox: string): Promise<string[]> {
  const files = (await readdir(outbox)).filter((file) => file.endsWith(".eml"));
  const mails = await Promise.all(files.map((file) => readFile(join(outbox, file), "utf8")));
  return mails.map((mail) => /^To: (.+)$/m.exec(readableMail(mail))?.[1] ?? "");
}

describe("the outbox mailer", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "outbox-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes each message as a complete .eml file and logs its links", async () => {
    const logger = { info: vi.fn() };
    const mailer = createOutboxMailer({ dir: join(dir, "outbox"), from, logger });
    await mailer.send(message);
    await mailer.send({ ...message, to: "minh@example.vn" });

    const files = (await readdir(join(dir, "outbox"))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith(".eml"))).toBe(true);
    const mail = readableMail(await readFile(join(dir, "outbox", files[0] ?? ""), "utf8"));
    expect(mail).toContain("To: lan@example.vn");
    expect(mail).toContain("Lumi Bags");
    expect(mail).toContain("Xác nhận đơn hàng ORDER1735689600000");
    expect(mail).toContain("Tổng: 1.250.000 VNĐ");
    expect(mail).toContain("<p>Cảm ơn chị Lan!</p>");
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ links: ["https://shop.example/reset-password?token=abc123"] }),
      "mail written to the outbox",
    );
  });
  it("writes a message after its folder was removed while the shop ran", async () => {
    const outbox = join(dir, "outbox");
    const mailer = createOutboxMailer({ dir: outbox, from, logger: { info: vi.fn() } });
    await mailer.send(message);
    await rm(outbox, { recursive: true });

    await mailer.send({ ...message, to: "minh@example.vn" });
    expect(await recipientsIn(outbox)).toEqual(["minh@example.vn"]);
  });
  it("fails a send while its folder cannot be made, and writes the next once it can", async () => {
    // A file where the outbox's parent folder should be: neither readable as a folder nor made.
    const blocked = join(dir, "blocked");
    await writeFile(blocked, "not a folder");
    const outbox = join(blocked, "outbox");
    const mailer = createOutboxMailer({ dir: outbox, from, logger: { info: vi.fn() } });
    await expect(mailer.send(message)).rejects.toThrow(/ENOTDIR/);

    await rm(blocked);
    await mailer.send({ ...message, to: "minh@example.vn" });
    expect(await recipientsIn(outbox)).toEqual(["minh@example.vn"]);
  });
  it("removes at start the half-written files a crash left, and leaves none of its own", async () => {
    const outbox = join(dir, "outbox");
    await mkdir(outbox, { recursive: true });
    await writeFile(
      join(outbox, "2026-11-26T10-00-00-000Z-1.eml.tmp"),
      "From: hello@lumibags.vn\nTo: lan@exa",
    );
    await writeFile(join(outbox, "2026-11-26T09-00-00-000Z-0.eml"), "a whole message");
    const logger = { info: vi.fn() };
    const mailer = createOutboxMailer({ dir: outbox, from, logger });
    await expect.poll(async () => (await readdir(outbox)).sort()).toEqual(["2026-11-26T09-00-00-000Z-0.eml"]);
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ removed: ["2026-11-26T10-00-00-000Z-1.eml.tmp"] }),
      "half-written mail files removed",
    );

    await mailer.send({ ...message, key: "2026-11-26T10-00-00-000Z-1" });
    expect((await readdir(outbox)).sort()).toEqual([
      "2026-11-26T09-00-00-000Z-0.eml",
      "2026-11-26T10-00-00-000Z-1.eml",
    ]);
    expect(await readFile(join(outbox, "2026-11-26T10-00-00-000Z-1.eml"), "utf8")).toContain(
      "To: lan@example.vn",
    );
  });

  it("writes attachments and extra headers into the .eml file", async () => {
    const mailer = createOutboxMailer({ dir: join(dir, "outbox"), from, logger: { info: vi.fn() } });
    const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 254, 255]);
    await mailer.send({
      ...message,
      key: "with-qr",
      html: '<img src="cid:qr@shop">',
      attachments: [{ filename: "qr.png", contentType: "image/png", content: image, cid: "qr@shop" }],
      headers: { "List-Unsubscribe": "<https://shop.example/u?t=1>" },
    });
    const raw = await readFile(join(dir, "outbox", "with-qr.eml"), "utf8");
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/shop\.example\/u\?t=1>$/m);
    expect(raw).toMatch(/^Content-ID: <qr@shop>$/m);
    expect(raw.replace(/\n/g, "")).toContain(image.toString("base64"));
  });
});

describe("the SMTP mailer", () => {
  it("delivers to a real SMTP server", async () => {
    const inbox = await startSmtpInbox();
    const mailer = createSmtpMailer({ url: inbox.url, from });
    try {
      await mailer.send(message);
      const [raw] = await inbox.waitForMessages(1);
      const mail = readableMail(raw ?? "");
      expect(mail).toContain("To: lan@example.vn");
      expect(mail).toContain("Tổng: 1.250.000 VNĐ");
    } finally {
      mailer.close();
      await inbox.close();
    }
  });

  it("fails the send when the server refuses the message", async () => {
    const inbox = await startSmtpInbox({ refuse: true });
    const mailer = createSmtpMailer({ url: inbox.url, from });
    try {
      await expect(mailer.send(message)).rejects.toThrow();
    } finally {
      mailer.close();
      await inbox.close();
    }
  });
});

describe("choosing the transport", () => {
  it("uses SMTP when SMTP_URL is set and the outbox otherwise", async () => {
    const dir = await mkdtemp(join(tmpdir(), "outbox-"));
    const inbox = await startSmtpInbox();
    try {
      const logger = { info: vi.fn() };
      await createMailer({ smtpUrl: inbox.url, mailFrom: from, dataDir: dir }, logger).send(message);
      expect(inbox.messages).toHaveLength(1);
      await createMailer({ smtpUrl: null, mailFrom: from, dataDir: dir }, logger).send(message);
      expect(await readdir(join(dir, "outbox"))).toHaveLength(1);
    } finally {
      await inbox.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("linksIn", () => {
  it("finds each link once, without the punctuation around it", () => {
    expect(linksIn("Mở (https://a.vn/x?y=1) hoặc https://a.vn/x?y=1, rồi http://b.vn")).toEqual([
      "https://a.vn/x?y=1",
      "http://b.vn",
    ]);
  });
});
