-- Backfill: the search text of products saved before it held colour names gets the names of the
-- colours each product is sold in, in four languages (products.repository.ts productSearchText;
-- the words are COLOUR_SEARCH_WORDS of packages/shared/src/colours.ts, already normalised). A
-- product without variations is sold in the default black (shared sellableColours).
WITH colour_words(hex, words) AS (
  VALUES
  ('#000000', 'den black 블랙 검정 ブラック 黒'),
  ('#ffffff', 'trang white 화이트 흰색 ホワイト 白'),
  ('#d32f2f', 'do red 레드 빨강 レッド 赤'),
  ('#1e4fa3', 'xanh duong blue 블루 파랑 ブルー 青'),
  ('#2e7d32', 'xanh la green 그린 초록 グリーン 緑'),
  ('#f2c230', 'vang yellow 옐로 노랑 イエロー 黄色'),
  ('#e891b0', 'hong pink 핑크 분홍 ピンク'),
  ('#8a8d91', 'xam gray grey 그레이 회색 グレー 灰色'),
  ('#7b4a2d', 'nau brown 브라운 갈색 ブラウン 茶色'),
  ('#e3d3b5', 'be beige 베이지 ベージュ')
),
product_words AS (
  SELECT p.id,
    CASE
      WHEN NOT EXISTS (SELECT 1 FROM product_variations v WHERE v.product_id = p.id)
        THEN (SELECT words FROM colour_words WHERE hex = '#000000')
      ELSE (
        SELECT string_agg(w.words, ' ' ORDER BY v.position)
        FROM product_variations v JOIN colour_words w ON w.hex = lower(trim(v.color))
        WHERE v.product_id = p.id
      )
    END AS words
  FROM products p
)
UPDATE products SET search_text = products.search_text || ' ' || product_words.words
FROM product_words
WHERE product_words.id = products.id AND product_words.words IS NOT NULL;
