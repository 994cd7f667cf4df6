import { useEffect } from "react";
import { getShopInfo } from "../lib/shop-info";

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
  }
  meta.content = content;
}

/** Sets `<title>` ("Title – Shop name") and the meta description for the page being shown. */
export function usePageTitle(title: string, description?: string): void {
  useEffect(() => {
    const shopName = getShopInfo().name;
    document.title = title && title !== shopName ? `${title} – ${shopName}` : shopName;
    if (description) setMetaDescription(description);
  }, [title, description]);
}
