/**
 * Search quality, measured like speed (docs/decisions/056-filters-and-relevance.md): queries a
 * shopper types, in four languages, with and without accents, with typos, colour and material
 * words, each with the demo catalogue's products that must come first — judged by reading the
 * catalogue (apps/server/src/modules/products/demo-catalogue/demo-catalogue.ts and
 * demo-translations.ts). The measure is precision at 4: of the first four places (or fewer, when
 * fewer products are right), how many hold a right product, over all queries together.
 */
import {
  type Category,
  COLOURS,
  categorySearchWords,
  colourSearchWords,
  type NamedColour,
  normaliseSearchText,
  searchWords,
  writtenSearchWords,
} from "@shop/shared";
import MiniSearch from "minisearch";
import { createSearchIndex, type IndexedProduct } from "../apps/server/src/modules/catalogue/search-index";
import {
  type DemoProduct,
  demoProductInputs,
} from "../apps/server/src/modules/products/demo-catalogue/demo-catalogue";
import { productSearchText } from "../apps/server/src/modules/products/products.repository";

export const RELEVANCE_NOW = new Date("2026-11-20T12:00:00Z");
export const DEMO = demoProductInputs(RELEVANCE_NOW);

const bySlug = new Map(DEMO.map((demo) => [demo.slug, demo]));
function demo(slug: string): DemoProduct {
  const found = bySlug.get(slug);
  if (!found) throw new Error(`No demo product ${slug}`);
  return found;
}

const inCategory = (category: Category) =>
  DEMO.filter((each) => each.input.category === category).map((each) => each.slug);
const withMaterial = (...materials: string[]) =>
  DEMO.filter((each) => materials.includes(each.input.material)).map((each) => each.slug);
const hexOf = (name: NamedColour["en"]) => COLOURS.find((colour) => colour.en === name)?.hex ?? "";
const withColour = (name: NamedColour["en"], slugs: readonly string[]) =>
  slugs.filter((slug) => demo(slug).input.variations.some((variation) => variation.color === hexOf(name)));
const named = (prefix: string) =>
  DEMO.filter((each) => each.input.name.startsWith(prefix)).map((each) => each.slug);

const HANDBAGS = inCategory("Handbag");
const SHOULDER = inCategory("Shoulder Bag");
const CROSSBODY = inCategory("Crossbody Bag");
const WALLETS = named("Ví ");
const CLUTCHES = ["hoi-an-clutch", "ngoc-trai-clutch", "hoa-mai-clutch"];
const LONG_WALLETS = ["lumi-envelope-wallet", "thu-dong-wallet"];
const CARD_HOLDERS = ["lumi-slim-card", "sen-hong-card", "saffiano-office-card", "com-card"];
const STRAPS = ["lumi-wide-strap", "sac-mau-strap", "pastel-strap"];
const TOTES = ["may-trang-tote", "da-lat-tote", "cho-lon-tote", "ho-tay-canvas-tote", "nang-tote"];
const BUCKETS = ["suong-mai-bucket", "hoa-sen-bucket", "ha-long-bucket", "phu-sa-bucket"];
const BAGUETTES = [
  "lumi-baguette",
  "hoang-hon-baguette",
  "ngoc-bich-baguette",
  "thanh-lich-baguette",
  "y2k-baguette",
];
const PHONE_POUCHES = ["may-phone-pouch", "nang-phone-pouch", "ngoc-phone-pouch", "suong-phone-pouch"];
const BAGS = [...HANDBAGS, ...SHOULDER, ...CROSSBODY];
const LAMBSKIN = withMaterial("Da cừu mềm");
const CANVAS = withMaterial("Vải canvas phối da");
const COWHIDE = withMaterial("Da bò thật", "Da bò vân Saffiano", "Da bò thuộc thảo mộc");
const PU = withMaterial("Da PU cao cấp", "Da PU chần trám");

export interface JudgedQuery {
  q: string;
  /** The language the words are in (the answer is asked in it too). */
  lang: "vi" | "en" | "kr" | "jp";
  /** The products that must come first (slugs): any of them in each of the first places. */
  relevant: readonly string[];
}

const vi = (q: string, relevant: readonly string[]): JudgedQuery => ({ q, lang: "vi", relevant });
const en = (q: string, relevant: readonly string[]): JudgedQuery => ({ q, lang: "en", relevant });
const kr = (q: string, relevant: readonly string[]): JudgedQuery => ({ q, lang: "kr", relevant });
const jp = (q: string, relevant: readonly string[]): JudgedQuery => ({ q, lang: "jp", relevant });

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // Vietnamese, with accents and without
  vi("ví da", WALLETS),
  vi("vi da", WALLETS),
  vi("túi xách đỏ", withColour("Red", HANDBAGS)),
  vi("tui xach den", withColour("Black", HANDBAGS)),
  vi("túi đeo chéo đen", withColour("Black", CROSSBODY)),
  vi("túi đeo chéo màu đen", withColour("Black", CROSSBODY)),
  vi("tui xach", HANDBAGS),
  vi("túi đeo vai", SHOULDER),
  vi("tui deo cheo", CROSSBODY),
  vi("ví cầm tay", CLUTCHES),
  vi("vi dai", LONG_WALLETS),
  vi("ví đựng thẻ", CARD_HOLDERS),
  vi("day deo tui", STRAPS),
  vi("túi tote", TOTES),
  vi("tui bucket", BUCKETS),
  vi("da bò", COWHIDE),
  vi("da cuu", LAMBSKIN),
  vi("canvas", CANVAS),
  vi("saffiano", withMaterial("Da bò vân Saffiano")),
  vi("chần trám", withMaterial("Da PU chần trám")),
  vi("túi hồng", withColour("Pink", BAGS)),
  vi("tui xanh la", withColour("Green", BAGS)),
  vi("túi nâu", withColour("Brown", BAGS)),
  vi("hoi an", ["hoi-an-mini", "hoi-an-clutch"]),
  vi("Hội An", ["hoi-an-mini", "hoi-an-clutch"]),
  vi("đà lạt", ["da-lat-tote", "da-lat-saddle"]),
  vi("sai gon", ["sai-gon-office", "saigon-mini"]),
  vi(
    "lumi",
    DEMO.filter((each) => each.input.name.includes("Lumi")).map((each) => each.slug),
  ),
  vi("baguette", BAGUETTES),
  vi("ngoc trai", ["ngoc-trai", "ngoc-trai-clutch"]),
  vi("túi xách tay lumi", ["lumi-classic"]),
  vi("ví hồng", withColour("Pink", WALLETS)),
  vi("vi den", withColour("Black", WALLETS)),
  vi(
    "túi da pu",
    PU.filter((slug) => BAGS.includes(slug)),
  ),
  vi(
    "ví da bò",
    WALLETS.filter((slug) => COWHIDE.includes(slug)),
  ),
  vi("túi xách nữ", HANDBAGS),
  vi("túi đeo chéo nữ", CROSSBODY),
  // Typos: a letter swapped, missing, doubled or changed
  vi("tui xahc", HANDBAGS),
  vi("tuii xach", HANDBAGS),
  vi("tiu xach", HANDBAGS),
  vi("baguete", BAGUETTES),
  vi("canvs", CANVAS),
  vi("safiano", withMaterial("Da bò vân Saffiano")),
  vi("bukcet", BUCKETS),
  en("hanbag", HANDBAGS),
  en("crosbody", CROSSBODY),
  en("walet", LONG_WALLETS),
  en("cluth", CLUTCHES),
  // English
  en("black handbag", withColour("Black", HANDBAGS)),
  en("leather wallet", LONG_WALLETS),
  en("red shoulder bag", withColour("Red", SHOULDER)),
  en("crossbody", CROSSBODY),
  en("clutch", CLUTCHES),
  en("card holder", CARD_HOLDERS),
  en("tote", TOTES),
  en("bucket bag", BUCKETS),
  en("lambskin", LAMBSKIN),
  en("canvas tote", ["ho-tay-canvas-tote", "may-trang-tote", "nang-tote"]),
  en("pink strap", withColour("Pink", STRAPS)),
  en("phone pouch", PHONE_POUCHES),
  en("cowhide", COWHIDE),
  en("shoulder bags", SHOULDER),
  en("crossbody bags", CROSSBODY),
  en("wallets", LONG_WALLETS),
  // Korean
  kr("핸드백", HANDBAGS),
  kr("크로스백", CROSSBODY),
  kr("장지갑", LONG_WALLETS),
  kr("카드지갑", CARD_HOLDERS),
  kr("클러치", CLUTCHES),
  kr("블랙 숄더백", withColour("Black", SHOULDER)),
  kr("토트백", [...TOTES, "lumi-classic"]),
  kr("버킷백", BUCKETS),
  kr("양가죽", LAMBSKIN),
  kr("가방 스트랩", STRAPS),
  kr("가방", BAGS),
  kr("검정 가방", withColour("Black", BAGS)),
  // Japanese
  jp("ハンドバッグ", HANDBAGS),
  jp("長財布", LONG_WALLETS),
  jp("カードケース", CARD_HOLDERS),
  jp("クラッチ", CLUTCHES),
  jp("ショルダーバッグ", SHOULDER),
  jp("黒 ハンドバッグ", withColour("Black", HANDBAGS)),
  jp("トート", TOTES),
  jp("旧市街", ["pho-co-camera"]),
  jp("スマホショルダー", PHONE_POUCHES),
  jp("ラムスキン", LAMBSKIN),
  jp("かばん", BAGS),
];

/** A search over the demo catalogue: the slugs of its first `limit` answers, best first. */
export type Searcher = (query: JudgedQuery, limit: number) => string[];

export interface RelevanceFigures {
  /** Right products in the first four places, over the places that could hold one. */
  precisionAt4: number;
  /** Queries that found nothing at all. */
  empty: string[];
  /** Queries with a wrong product in their first places, with what came. */
  misses: Array<{ q: string; first: string[] }>;
}

export function measure(
  search: Searcher,
  queries: readonly JudgedQuery[] = JUDGED_QUERIES,
): RelevanceFigures {
  let right = 0;
  let places = 0;
  const empty: string[] = [];
  const misses: RelevanceFigures["misses"] = [];
  for (const query of queries) {
    const first = search(query, 4);
    if (first.length === 0) empty.push(query.q);
    const wanted = Math.min(4, query.relevant.length);
    const hits = first.slice(0, wanted).filter((slug) => query.relevant.includes(slug)).length;
    right += hits;
    places += wanted;
    if (hits < wanted) misses.push({ q: query.q, first });
  }
  return { precisionAt4: right / places, empty, misses };
}

const ids = new Map(
  DEMO.map((each, index) => [each.slug, `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`]),
);
const slugs = new Map([...ids].map(([slug, id]) => [id, slug]));
const idOf = (slug: string) => ids.get(slug) ?? "";
const slugOf = (id: string) => slugs.get(id) ?? id;
const newestFirst = (a: DemoProduct, b: DemoProduct) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (idOf(b.slug) < idOf(a.slug) ? -1 : 1);

/** A demo product as the catalogue's index reads it from the database (products.repository.ts). */
export function indexedDemoProduct(each: DemoProduct): IndexedProduct {
  const { input } = each;
  const translations = Object.entries(input.translations).flatMap(([language, text]) =>
    text ? [{ language: language as "en" | "kr" | "jp", text }] : [],
  );
  return {
    id: idOf(each.slug),
    category: input.category,
    price: input.price,
    createdAt: each.createdAt,
    names: [input.name, ...translations.map(({ text }) => text.name).filter(Boolean)],
    materials: [
      { language: "vi" as const, text: input.material },
      ...translations.map(({ language, text }) => ({ language, text: text.material })),
    ].filter((material) => material.text !== ""),
    descriptions: [...input.description, ...translations.flatMap(({ text }) => text.description)],
    promotion: input.promotion,
    variations: input.variations.map((variation) => ({
      color: variation.color,
      stock: variation.stock ?? 0,
    })),
  };
}

/** The shop's search today (apps/server/src/modules/catalogue/search-index.ts), best match first. */
export function shopSearcher(): Searcher {
  const index = createSearchIndex();
  index.append(DEMO.map(indexedDemoProduct));
  index.finishLoad();
  return (query, limit) =>
    index
      .search({
        words: searchWords(query.q),
        written: writtenSearchWords(query.q),
        sort: "relevance",
        offset: 0,
        limit,
        countAtMost: 1_000,
        now: RELEVANCE_NOW.getTime(),
      })
      .ids.map(slugOf);
}

/**
 * The search before this change, as its own test stated its rule (search-index.test.ts "against
 * its rule" on main): every query word occurs in the product's search text (names in four
 * languages, the category's names, the colours' names: productSearchText), newest first.
 */
export function earlierSearcher(): Searcher {
  const texts = DEMO.map((each) => ({
    each,
    text: productSearchText(
      each.input.name,
      each.input.category,
      each.input.variations.map((variation) => variation.color),
      Object.values(each.input.translations).flatMap((text) => (text?.name ? [text.name] : [])),
    ),
  }));
  return (query, limit) => {
    const words = searchWords(query.q);
    return texts
      .filter(({ text }) => words.length > 0 && words.every((word) => text.includes(word)))
      .map(({ each }) => each)
      .sort(newestFirst)
      .slice(0, limit)
      .map((each) => each.slug);
  };
}

/**
 * MiniSearch 7 (a well-kept in-process library) on the same texts: accents folded by the shop's
 * own normalisation, names boosted, prefix and fuzzy (0.2) matching, words combined with OR.
 */
export function miniSearcher(): Searcher {
  const search = new MiniSearch<{
    id: string;
    name: string;
    words: string;
    material: string;
    description: string;
  }>({
    fields: ["name", "words", "material", "description"],
    processTerm: (term) => normaliseSearchText(term) || null,
    searchOptions: {
      boost: { name: 3, words: 2, material: 1.5 },
      prefix: true,
      fuzzy: 0.2,
      combineWith: "OR",
    },
  });
  search.addAll(
    DEMO.map((each) => {
      const product = indexedDemoProduct(each);
      return {
        id: product.id,
        name: product.names.join(" "),
        words: [
          ...categorySearchWords(product.category),
          ...colourSearchWords(product.variations.map((variation) => variation.color)),
        ].join(" "),
        material: product.materials.map((material) => material.text).join(" "),
        description: product.descriptions.join(" "),
      };
    }),
  );
  return (query, limit) =>
    search
      .search(query.q)
      .slice(0, limit)
      .map((result) => slugOf(String(result.id)));
}
