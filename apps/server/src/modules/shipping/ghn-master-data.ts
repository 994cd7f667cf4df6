import { CarrierError, carrierFetch } from "./carrier";
import type { GhnMasterData } from "./carrier-units-match";

/**
 * GHN's province, district and ward lists (api.ghn.vn/home/docs/detail?id=78 and its neighbours):
 * `/shiip/public-api/master-data/province`, `/district {province_id}`, `/ward {district_id}`, with
 * the `Token` header, in GHN's `{code, message, data}` envelope. The pages show GET with a JSON
 * body; fetch cannot send a body with GET, and GHN takes POST as well ("post/get").
 */
export async function fetchGhnMasterData(apiUrl: string, token: string): Promise<GhnMasterData> {
  async function list<T>(path: string, body: unknown): Promise<T[]> {
    const response = await carrierFetch("ghn", `${apiUrl}/shiip/public-api/master-data${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Token: token },
      body: JSON.stringify(body),
      timeoutMs: 30_000,
    });
    const envelope = (await response.json()) as { code: number; message: string; data: T[] | null };
    if (envelope.code !== 200)
      throw new CarrierError("ghn", "refused", `GHN ${path}: ${envelope.message}`, envelope.code);
    // A district GHN keeps without wards answers null data: nothing to match there.
    return envelope.data ?? [];
  }

  const provinces = await list<GhnMasterData["provinces"][number]>("/province", {});
  const districts: GhnMasterData["districts"] = [];
  for (const province of provinces) {
    districts.push(
      ...(await list<GhnMasterData["districts"][number]>("/district", { province_id: province.ProvinceID })),
    );
  }
  const wards: GhnMasterData["wards"] = [];
  for (const district of districts) {
    wards.push(
      ...(await list<GhnMasterData["wards"][number]>("/ward", { district_id: district.DistrictID })),
    );
  }
  return { provinces, districts, wards };
}
