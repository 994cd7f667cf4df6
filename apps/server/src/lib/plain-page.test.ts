import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { sendPlainPage } from "./plain-page";

describe("a plain page opened from a mail", () => {
  it("says its language as HTML does, escapes its title and is never kept by a cache", async () => {
    const app = Fastify();
    app.get("/page", (_request, reply) => sendPlainPage(reply.code(400), "kr", "<Lumi>", "<p>끝</p>"));
    const response = await app.inject({ url: "/page" });
    expect(response.statusCode).toBe(400);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain('<html lang="ko">');
    expect(response.body).toContain("<title>&lt;Lumi&gt;</title><");
    expect(response.body).toContain("<h1>&lt;Lumi&gt;</h1><p>끝</p>");
    await app.close();
  });
});
