import type { CheckoutQuoteRequest, Division, ShippingChoice, ShippingOption } from "@shop/shared";
import { useState } from "react";
import type { CartLine } from "../cart";
import { useCheckoutQuote } from "./checkout-quote-api";

/**
 * The checkout's figures and picks: the voucher code typed and the one applied, the way to ship
 * picked, and the server's quote for them with the ward chosen (re-asked when any changes). The
 * pick shown and sent is the one the quote totals: when a new ward has no such carrier, the quote
 * falls back to the flat fee and so does the page.
 */
export function useCheckoutPricing({
  lines,
  province,
  ward,
}: {
  lines: readonly CartLine[];
  province: Division | null;
  ward: Division | null;
}) {
  const [code, setCode] = useState("");
  const [appliedCode, setAppliedCode] = useState("");
  const [picked, setPicked] = useState<ShippingChoice>({ carrier: "flat" });

  const hasPlace = province !== null && ward !== null;
  const request: CheckoutQuoteRequest | null =
    lines.length === 0
      ? null
      : {
          items: lines.map((line) => ({ productId: line.id, color: line.color, quantity: line.quantity })),
          ...(hasPlace ? { provinceCode: province.code, wardCode: ward.code } : {}),
          ...(appliedCode ? { voucherCode: appliedCode } : {}),
          shipping: picked,
        };
  const quote = useCheckoutQuote(request);
  const data = quote.isError ? undefined : quote.data;
  // The answer for this very request (not the last one kept on screen while it is asked).
  const totalled = data && !quote.isPlaceholderData ? data.shipping : undefined;
  const shipping: ShippingChoice =
    totalled && !isPick(totalled, picked)
      ? totalled.carrier === "flat"
        ? { carrier: "flat" }
        : { carrier: totalled.carrier, serviceId: totalled.service }
      : picked;

  return {
    quote: data,
    isQuoting: quote.isFetching,
    needsAddress: !hasPlace,
    code,
    setCode,
    applyCode: () => setAppliedCode(code.trim()),
    /** The server's word on the applied code, once the quote for it has come back. */
    voucher: data && appliedCode && data.voucher?.code === appliedCode.toUpperCase() ? data.voucher : null,
    shipping,
    pickShipping: setPicked,
  };
}

function isPick(option: ShippingOption, picked: ShippingChoice): boolean {
  return (
    option.carrier === picked.carrier &&
    (picked.carrier === "flat" || picked.serviceId === undefined || option.service === picked.serviceId)
  );
}
