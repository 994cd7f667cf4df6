// Writes src/modules/shipping/carrier-units.json from GHN's master data (`npm run shipping:units`):
// each 2025 ward matched to one legacy GHN ward (carrier-units-match.ts explains the rule). It calls
// GHN only with GHN_TOKEN and GHN_SHOP_ID set (GHN_API_URL picks sandbox or live; the sandbox's
// master data is GHN's too); without them it says so and changes nothing.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadConfig } from "../src/config";
import divisions from "../src/modules/addresses/vn-divisions-2025.json" with { type: "json" };
import { matchLegacyUnits } from "../src/modules/shipping/carrier-units-match";
import { fetchGhnMasterData } from "../src/modules/shipping/ghn-master-data";
import { SERVER_PACKAGE_DIR } from "../src/paths";

const ghn = loadConfig(process.env).shipping.ghn;
if (!ghn) {
  console.log("GHN_TOKEN and GHN_SHOP_ID are not set: nothing fetched, carrier-units.json left as it is.");
  process.exit(0);
}

const master = await fetchGhnMasterData(ghn.apiUrl, ghn.token);
const report = matchLegacyUnits(divisions, master, {
  source: new URL(ghn.apiUrl).host,
  generatedAt: new Date().toISOString(),
});
const target = join(SERVER_PACKAGE_DIR, "src", "modules", "shipping", "carrier-units.json");
await writeFile(target, `${JSON.stringify(report.file, null, 2)}\n`);
console.log(
  `wrote ${target}: ${report.matched} wards matched, ${report.ambiguous} ambiguous and ${report.unmatched} without a legacy ward of the same name (not offered by the carriers)`,
);
