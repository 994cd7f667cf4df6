import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { HERO_SLIDES, HeroSlide } from "./hero-slide";

// Swiper stays out of the home page's chunk: the slider arrives after the first paint.
const HeroSlider = lazy(() => import("./hero-slider"));

/**
 * The hero banner. The first slide is a plain <picture> in the page's own HTML
 * until the slider's chunk has loaded, so the largest image paints without waiting for any script.
 */
export function HeroBanner() {
  const { t } = useTranslation();
  const [first] = HERO_SLIDES;
  return (
    <section aria-label={t("home.hero_label")} data-testid="hero">
      <Suspense fallback={first ? <HeroSlide slide={first} /> : null}>
        <HeroSlider />
      </Suspense>
    </section>
  );
}
