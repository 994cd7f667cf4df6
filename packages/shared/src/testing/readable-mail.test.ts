import { describe, expect, it } from "vitest";
import { readableMail } from "./readable-mail";

describe("readableMail", () => {
  it("decodes encoded-word subjects, in Q and in B form", () => {
    const raw = [
      "Subject: =?UTF-8?Q?X=C3=A1c_nh=E1=BA=ADn_=C4=91=C6=A1n_h=C3=A0ng?=",
      "X-Other: =?UTF-8?B?VMO6aSB4w6FjaA==?=",
      "",
      "body",
    ].join("\r\n");
    const mail = readableMail(raw);
    expect(mail).toContain("Subject: Xác nhận đơn hàng");
    expect(mail).toContain("X-Other: Túi xách");
  });

  it("decodes quoted-printable and base64 parts as UTF-8", () => {
    const raw = [
      "To: lan@example.com",
      "",
      "--b",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "T=E1=BB=95ng c=E1=BB=99ng: 1.250.000 VN=C4=90 =",
      "(COD)",
      "--b",
      "Content-Transfer-Encoding: base64",
      "",
      "7KO866y4IO2ZleyduA==",
      "--b--",
    ].join("\r\n");
    const mail = readableMail(raw);
    expect(mail).toContain("Tổng cộng: 1.250.000 VNĐ (COD)");
    expect(mail).toContain("주문 확인");
  });

  it("keeps a link whole when its token holds a double hyphen before a soft line break", () => {
    // A base64url token can hold "--"; only a line that starts with "--" is a part's boundary.
    const raw = [
      "To: lan@example.com",
      "",
      "--b",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "https://shop.example/privacy?request=3DAbc--dEf_gh=",
      "IjkLmn0123",
      "--b--",
    ].join("\r\n");
    expect(readableMail(raw)).toContain(
      "https://shop.example/privacy?request=Abc--dEf_ghIjkLmn0123\r\n--b--",
    );
  });
});
