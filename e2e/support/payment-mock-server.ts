import { startPaymentGatewayMock } from "../../apps/server/src/test/payment-gateway-mock";
import { startRefundGatewayMock } from "../../apps/server/src/test/refund-gateway-mock";
import { E2E_MOMO, E2E_VNPAY } from "./payment-gateways";

/**
 * VNPay and MoMo for the browser stories (playwright.config.ts starts it next to the shop): their
 * payment pages check the shop's signatures and, on "pay", notify the shop and send the shopper
 * back. Their refund APIs (VNPay's merchant API, MoMo's refund) answer on a port of their own,
 * signed as documented. Usage: tsx support/payment-mock-server.ts <port> <shop URL> <refund port>
 */
async function main(): Promise<void> {
  const port = Number(process.argv[2] ?? 4600);
  const shopUrl = process.argv[3] ?? "http://127.0.0.1:3100";
  const mock = await startPaymentGatewayMock({
    port,
    vnpay: { ...E2E_VNPAY, ipnUrl: `${shopUrl}/api/payments/vnpay/ipn` },
    momo: E2E_MOMO,
  });
  const refundPort = Number(process.argv[4] ?? port + 1000);
  const refunds = await startRefundGatewayMock({ port: refundPort, vnpay: E2E_VNPAY, momo: E2E_MOMO });
  process.stdout.write(`payment gateways at ${mock.url}, refunds at ${refunds.vnpayApiUrl}\n`);
  const stop = () => void Promise.all([mock.close(), refunds.close()]).finally(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

void main();
