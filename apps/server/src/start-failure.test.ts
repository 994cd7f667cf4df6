import { describe, expect, it } from "vitest";
import { explainStartFailure, StartFailure } from "./start-failure";

const config = { port: 3000, host: "0.0.0.0", dataDir: "/srv/shop/data", databaseUrl: null };
const withPostgres = { ...config, databaseUrl: "postgres://shop:secret@db.internal:5433/shop" };
const failure = (code: string, message = code) => Object.assign(new Error(message), { code });

describe("explainStartFailure", () => {
  it("names the variable to change for listening failures", () => {
    expect(explainStartFailure(new StartFailure("listen", failure("EADDRINUSE")), config)).toBe(
      "Port 3000 is in use: set PORT to a free port.",
    );
    expect(explainStartFailure(new StartFailure("listen", failure("EACCES")), { ...config, port: 80 })).toBe(
      "Port 80 needs administrator rights: set PORT to 1024 or above.",
    );
    expect(
      explainStartFailure(new StartFailure("listen", failure("EADDRNOTAVAIL")), {
        ...config,
        host: "10.9.9.9",
      }),
    ).toContain("set HOST to");
  });

  it("points at DATABASE_URL without repeating its password", () => {
    const refused = explainStartFailure(new StartFailure("database", failure("ECONNREFUSED")), withPostgres);
    expect(refused).toBe(
      "Cannot reach PostgreSQL at db.internal:5433 (ECONNREFUSED): check DATABASE_URL and that the server runs.",
    );
    const login = explainStartFailure(new StartFailure("database", failure("28P01")), withPostgres);
    expect(login).toContain("check the user and password in DATABASE_URL");
    for (const line of [refused, login]) expect(line).not.toContain("secret");
  });

  it("points at DATA_DIR when the embedded database cannot write its folder", () => {
    expect(explainStartFailure(new StartFailure("database", failure("EACCES")), config)).toBe(
      "Cannot write to DATA_DIR /srv/shop/data: set DATA_DIR to a folder this user may write.",
    );
  });

  it("is one line, whatever failed", () => {
    const line = explainStartFailure(new Error("something\nunexpected"), config);
    expect(line).toContain("could not start");
    expect(line).toBe("The shop could not start: something");
  });
});
