/** Share links of the product page: each network's own share URL with the page URL and name. */
export interface ShareLinks {
  facebook: string;
  x: string;
  pinterest: string;
}

export function shareLinks(pageUrl: string, productName: string, imageUrl?: string): ShareLinks {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(productName);
  const media = imageUrl ? `&media=${encodeURIComponent(imageUrl)}` : "";
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    x: `https://twitter.com/intent/tweet?url=${url}&text=${text}`,
    pinterest: `https://www.pinterest.com/pin/create/button/?url=${url}&description=${text}${media}`,
  };
}
