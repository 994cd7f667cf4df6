import { type Category, HERO_TRANSITION_MS, MOBILE_BREAKPOINT_PX, PAGE_PATHS } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../ui/button-link";
import { categoryHref } from "./catalog-links";

/** The three hero slides: their text keys and where their button leads. */
export const HERO_SLIDES: ReadonlyArray<{
  number: 1 | 2 | 3;
  eyebrowKey: string;
  titleKey: string;
  textKey: string;
  category: Category | null;
}> = [
  {
    number: 1,
    eyebrowKey: "home.eyebrow",
    titleKey: "home.heading",
    textKey: "home.subtitle",
    category: null,
  },
  {
    number: 2,
    eyebrowKey: "home.hero_eyebrow_2",
    titleKey: "home.hero_title_2",
    textKey: "home.hero_text_2",
    category: "Shoulder Bag",
  },
  {
    number: 3,
    eyebrowKey: "home.hero_eyebrow_3",
    titleKey: "home.hero_title_3",
    textKey: "home.hero_text_3",
    category: "Accessories",
  },
];

/** Height of the banner: 60vh on phones, 90vh from the 768 px breakpoint (Tailwind's md). */
export const HERO_HEIGHT = "h-[60vh] md:h-[90vh]";

/**
 * One slide: a <picture> switching from the 750 px phone image to the desktop ones at 768 px
 * (MOBILE_BREAKPOINT_PX), with the headline over the room the images leave for it (left on desktop,
 * top on phones). Only the first slide loads eagerly and with high priority: it is the page's LCP.
 */
export function HeroSlide({
  slide,
  isActive,
}: {
  slide: (typeof HERO_SLIDES)[number];
  /**
   * In the slider: only the active slide's picture is opaque (it fades over HERO_TRANSITION_MS) and
   * only its words are shown, at once and at full strength. The slider keeps Swiper's own fade
   * from dimming the slides (hero-slider.tsx), so the headline never sits half transparent over
   * the picture while slides change (text contrast, WCAG 1.4.3).
   */
  isActive?: boolean;
}) {
  // Stacked in the slider, a slide's own backdrop would cover the slides under it: the slider has one.
  const backdrop = isActive === undefined ? "bg-sand" : "";
  const { t } = useTranslation();
  const isFirst = slide.number === 1;
  const base = `/hero/slide-${slide.number}`;
  return (
    <div className={`relative w-full overflow-hidden ${backdrop} ${HERO_HEIGHT}`}>
      <picture
        className={`absolute inset-0 transition-opacity ${isActive === false ? "opacity-0" : "opacity-100"}`}
        style={{ transitionDuration: `${HERO_TRANSITION_MS}ms` }}
      >
        <source
          media={`(min-width: ${MOBILE_BREAKPOINT_PX}px)`}
          srcSet={`${base}-desktop-1280.webp 1280w, ${base}-desktop-1920.webp 1920w`}
          sizes="100vw"
        />
        <img
          src={`${base}-mobile-750.webp`}
          alt={t(`home.hero_alt_${slide.number}`)}
          width={750}
          height={1000}
          loading={isFirst ? "eager" : "lazy"}
          fetchPriority={isFirst ? "high" : "low"}
          decoding={isFirst ? "sync" : "async"}
          className="absolute inset-0 size-full object-cover object-bottom md:object-right"
        />
      </picture>
      <div
        className={`container-page relative flex h-full flex-col justify-start pt-8 md:justify-center md:pt-0 ${
          isActive === false ? "invisible" : ""
        }`}
      >
        <div className="max-w-[30rem] md:max-w-md lg:max-w-lg">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">
            {t(slide.eyebrowKey)}
          </p>
          <p className="mt-2 font-display text-3xl leading-tight font-semibold text-ink md:mt-4 md:text-5xl lg:text-6xl">
            {t(slide.titleKey)}
          </p>
          <p className="mt-3 hidden max-w-md text-muted md:block md:text-lg">{t(slide.textKey)}</p>
          <ButtonLink
            to={slide.category ? categoryHref(slide.category) : PAGE_PATHS.products}
            className="mt-4 md:mt-8"
          >
            {t("home.shop_now")}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
