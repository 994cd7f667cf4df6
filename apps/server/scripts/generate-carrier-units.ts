// Writes src/modules/shipping/carrier-units.json from GHN's master data (`npm run shipping:units`):
// each 2025 ward matched to one legacy GHN ward (carrier-units-match.ts explains the rule). It calls
// GHN only with GHN_TOKEN and GHN_SHOP_ID set (GHN_API_URL picks sandbox or live; the sandbox's
// master data is GHN's too); without them it says so and changes nothing.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadConfig } from "../src/config";
import divisions from "../src/modules/addresses/vn-divisions-2025.json" with { type: "json" };
import { type GhnMasterData, matchLegacyUnits } from "../src/modules/shipping/carrier-units-match";
import { SERVER_PACKAGE_DIR } from "../src/paths";

const ghn = loadConfig(process.env).shipping.ghn;
if (!ghn) {
  console.log("GHN_TOKEN and GHN_SHOP_ID are not set: nothing fetched, carrier-units.json left as it is.");
  process.exit(0);
}

const api = `${ghn.apiUrl}/shiip/public-api/master-data`;

async function masterData<T>(path: string, body: unknown): Promise<T> {
  // GHN's master-data pages show GET with a JSON body; POST is accepted too and fetch can send it.
  const response = await fetch(`${api}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Token: ghn?.token ?? "" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T | null };
  if (envelope.code !== 200 || envelope.data === null) {
    throw new Error(`GHN ${path}: ${envelope.code} ${envelope.message}`);
  }
  return envelope.data;
}

const provinces = await masterData<GhnMasterData["provinces"]>("/province", {});
const districts: GhnMasterData["districts"] = [];
for (const province of provinces) {
  districts.push(
    ...(await masterData<GhnMasterData["districts"]>("/district", { province_id: province.ProvinceID })),
  );
}
const wards: GhnMasterData["wards"] = [];
for (const district of districts) {
  // A district GHN keeps without wards answers null data; it has nothing to match.
  const found = await masterData<GhnMasterData["wards"]>("/ward", { district_id: district.DistrictID }).catch(
    () => [],
  );
  wards.push(...found);
}

const report = matchLegacyUnits(
  divisions,
  { provinces, districts, wards },
  { source: new URL(ghn.apiUrl).host, generatedAt: new Date().toISOString() },
);
const target = join(SERVER_PACKAGE_DIR, "src", "modules", "shipping", "carrier-units.json");
await writeFile(target, `${JSON.stringify(report.file, null, 2)}\n`);
console.log(
  `wrote ${target}: ${report.matched} wards matched, ${report.ambiguous} ambiguous and ${report.unmatched} without a legacy ward of the same name (not offered by the carriers)`,
);
