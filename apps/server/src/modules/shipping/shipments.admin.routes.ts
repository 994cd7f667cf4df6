import {
  type CodReconciliationLine,
  CSV_BOM,
  codReconciliationQuerySchema,
  codReconciliationSchema,
  createShipmentsResultSchema,
  createShipmentsSchema,
  csvExportRow,
  csvRow,
  type ExportCell,
  type ExportCellKind,
  LANGUAGES,
  orderIdParamsSchema,
  orderShipmentSchema,
  shipmentCarriersSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { XLSX_CONTENT_TYPE, xlsxStream } from "../../lib/xlsx";
import { labelFileName } from "./packing-slip";
import type { ShipmentService } from "./shipments.service";

/** The reconciliation's export columns (CSV and .xlsx): one row per parcel whose cash differs. */
export const COD_RECONCILIATION_HEADER = [
  "orderId",
  "carrier",
  "trackingCode",
  "deliveredAt",
  "expected",
  "reported",
  "difference",
] as const;
const COD_RECONCILIATION_KINDS: ReadonlyArray<ExportCellKind> = [
  "text",
  "text",
  "text",
  "date",
  "number",
  "number",
  "number",
];

function reconciliationRows(lines: readonly CodReconciliationLine[]): ExportCell[][] {
  return lines.map((line) => [
    line.orderId,
    line.carrier,
    line.trackingCode,
    line.deliveredAt,
    line.expected,
    line.reported,
    line.difference,
  ]);
}

const packingSlipQuerySchema = z.object({ lang: z.enum(LANGUAGES).default("vi") }).strict();

/**
 * Shipments in the back office (permission `shipments`, modules/admin-routes.ts): an order's
 * parcel, booking one or many confirmed orders, the label and the packing slip.
 */
export function registerShipmentAdminRoutes(
  app: FastifyInstance,
  { shipments, shopName }: { shipments: ShipmentService; shopName: string },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/admin/orders/:id/shipment",
    { schema: { params: orderIdParamsSchema, response: { 200: orderShipmentSchema } } },
    async (request) => shipments.forOrder(request.params.id),
  );

  routes.get(
    "/api/admin/shipments/carriers",
    { schema: { response: { 200: shipmentCarriersSchema } } },
    async () => ({ carriers: shipments.carriers() }),
  );

  routes.post(
    "/api/admin/shipments",
    { schema: { body: createShipmentsSchema, response: { 200: createShipmentsResultSchema } } },
    async (request) => shipments.createShipments(request.body),
  );

  // GHTK's label is a PDF, proxied; GHN's is a print page that expires, so its address is answered fresh.
  routes.get(
    "/api/admin/orders/:id/label",
    { schema: { params: orderIdParamsSchema } },
    async (request, reply) => {
      const label = await shipments.label(request.params.id);
      reply.header("cache-control", "no-store");
      if (label.kind === "url") return { url: label.url };
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="${labelFileName(request.params.id)}"`)
        .send(label.pdf);
    },
  );

  routes.get(
    "/api/admin/orders/:id/packing-slip",
    { schema: { params: orderIdParamsSchema, querystring: packingSlipQuerySchema } },
    async (request, reply) => {
      const html = await shipments.packingSlip(request.params.id, { shopName, language: request.query.lang });
      return reply
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(html);
    },
  );
}

/**
 * COD reconciliation (permission `cod_reconciliation`, the owner's): expected against reported
 * cash per carrier for a period, as JSON for the page, and the differing parcels as CSV and .xlsx
 * (the exports' helpers of decision 049).
 */
export function registerCodReconciliationRoutes(
  app: FastifyInstance,
  { shipments }: { shipments: ShipmentService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/admin/cod-reconciliation",
    { schema: { querystring: codReconciliationQuerySchema, response: { 200: codReconciliationSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return shipments.codReconciliation(request.query);
    },
  );

  routes.get(
    "/api/admin/cod-reconciliation.csv",
    { schema: { querystring: codReconciliationQuerySchema } },
    async (request, reply) => {
      const result = await shipments.codReconciliation(request.query);
      const rows = reconciliationRows(result.differences).map((cells) =>
        csvExportRow(cells, COD_RECONCILIATION_KINDS),
      );
      const body = CSV_BOM + csvRow(COD_RECONCILIATION_HEADER) + rows.join("");
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="cod-reconciliation-${request.query.from}-${request.query.to}.csv"`,
        )
        .header("cache-control", "no-store")
        .send(body);
    },
  );

  routes.get(
    "/api/admin/cod-reconciliation.xlsx",
    { schema: { querystring: codReconciliationQuerySchema } },
    async (request, reply) => {
      const result = await shipments.codReconciliation(request.query);
      async function* batches() {
        yield reconciliationRows(result.differences);
      }
      return reply
        .header("content-type", XLSX_CONTENT_TYPE)
        .header(
          "content-disposition",
          `attachment; filename="cod-reconciliation-${request.query.from}-${request.query.to}.xlsx"`,
        )
        .header("cache-control", "no-store")
        .send(
          xlsxStream(
            "cod",
            { header: COD_RECONCILIATION_HEADER, kinds: COD_RECONCILIATION_KINDS },
            batches(),
          ),
        );
    },
  );
}
