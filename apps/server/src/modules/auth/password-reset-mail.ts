import type { MailMessage } from "../mail/mailer";

export type MailLanguage = "vi" | "en" | "kr" | "jp";

const TEXTS: Record<
  MailLanguage,
  { subject: string; intro: string; action: string; expiry: string; ignore: string }
> = {
  vi: {
    subject: "Đặt lại mật khẩu tại {shop}",
    intro: "Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản {email}.",
    action: "Đặt mật khẩu mới",
    expiry: "Liên kết có hiệu lực trong 1 giờ và chỉ dùng được một lần.",
    ignore: "Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn vẫn giữ nguyên.",
  },
  en: {
    subject: "Reset your password at {shop}",
    intro: "We received a request to reset the password of the account {email}.",
    action: "Choose a new password",
    expiry: "The link works for 1 hour and only once.",
    ignore: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  },
  kr: {
    subject: "{shop} 비밀번호 재설정",
    intro: "{email} 계정의 비밀번호 재설정 요청을 받았습니다.",
    action: "새 비밀번호 설정",
    expiry: "이 링크는 1시간 동안 한 번만 사용할 수 있습니다.",
    ignore: "요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 그대로 유지됩니다.",
  },
  jp: {
    subject: "{shop} パスワードの再設定",
    intro: "{email} のアカウントのパスワード再設定のご依頼を受け付けました。",
    action: "新しいパスワードを設定する",
    expiry: "このリンクの有効期限は1時間で、1回のみ使用できます。",
    ignore: "お心当たりのない場合は、このメールを無視してください。パスワードは変更されません。",
  },
};

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The reset mail, in the language the shopper used when asking for it. */
export function passwordResetMail({
  to,
  link,
  shopName,
  language,
}: {
  to: string;
  link: string;
  shopName: string;
  language: MailLanguage;
}): MailMessage {
  const t = TEXTS[language];
  const fill = (text: string) => text.replaceAll("{shop}", shopName).replaceAll("{email}", to);
  const text = [fill(t.intro), "", `${t.action}: ${link}`, "", t.expiry, t.ignore, "", shopName].join("\n");
  const html = [
    `<p>${escapeHtml(fill(t.intro))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(shopName)}</p>`,
  ].join("\n");
  return { to, subject: fill(t.subject), text, html };
}
