import "swiper/css";
import "swiper/css/effect-fade";
import { HERO_AUTOPLAY_MS, HERO_TRANSITION_MS } from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Swiper as SwiperInstance } from "swiper";
import { Autoplay, EffectFade } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../ui/control-icons";
import { PauseIcon, PlayIcon } from "./catalog-icons";
import { HERO_SLIDES, HeroSlide } from "./hero-slide";

const arrowButton =
  "absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-ink shadow transition-opacity hover:bg-white focus-visible:opacity-100 md:size-12 opacity-0 group-hover:opacity-100 [@media(hover:none)]:opacity-100";

function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true
  );
}

/**
 * The hero banner's slider: 3 slides, fade, loop, autoplay every
 * HERO_AUTOPLAY_MS with a HERO_TRANSITION_MS transition, clickable dots, previous/next arrows shown
 * on hover and on keyboard focus (always on touch screens, which have no hover). Loaded as its own
 * chunk after the first paint: until then HeroBanner shows the first slide as a plain picture.
 *
 * Autoplay also has a pause button (WCAG 2.2.2: moving content needs a way to stop it), stops while
 * the pointer or keyboard focus is on the banner, and does not start for visitors who ask for
 * reduced motion. Slides that are not shown are `inert`, so Tab never reaches an invisible link.
 */
export default function HeroSlider() {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [isPlaying, setIsPlaying] = useState(() => !prefersReducedMotion());

  const toggleAutoplay = () => {
    if (!swiper) return;
    if (isPlaying) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setIsPlaying(!isPlaying);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus inside only pauses the autoplay (WCAG 2.2.2)
    <div
      className="group relative"
      onFocus={() => swiper?.autoplay.pause()}
      onBlur={() => {
        if (isPlaying) swiper?.autoplay.resume();
      }}
    >
      <Swiper
        modules={[EffectFade, Autoplay]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        loop
        // A press during the 1.5 s fade still moves on, instead of being swallowed.
        loopPreventsSliding={false}
        speed={HERO_TRANSITION_MS}
        autoplay={
          isPlaying
            ? { delay: HERO_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
            : false
        }
        onSwiper={setSwiper}
        onRealIndexChange={(instance) => setActiveIndex(instance.realIndex)}
        aria-roledescription="carousel"
        // Swiper's fade dims whole slides, words included; each HeroSlide fades its own picture instead.
        className="bg-sand [&_.swiper-slide]:opacity-100!"
      >
        {HERO_SLIDES.map((slide, index) => (
          <SwiperSlide
            key={slide.number}
            inert={index !== activeIndex}
            aria-hidden={index !== activeIndex}
            data-testid="hero-slide"
            data-active={index === activeIndex}
          >
            <HeroSlide slide={slide} isActive={index === activeIndex} />
          </SwiperSlide>
        ))}
      </Swiper>

      <button
        type="button"
        onClick={() => swiper?.slidePrev()}
        aria-label={t("home.hero_previous")}
        className={`${arrowButton} left-3 md:left-6`}
      >
        <ChevronLeftIcon className="size-6" />
      </button>
      <button
        type="button"
        onClick={() => swiper?.slideNext()}
        aria-label={t("home.hero_next")}
        className={`${arrowButton} right-3 md:right-6`}
      >
        <ChevronRightIcon className="size-6" />
      </button>

      <div className="absolute inset-x-0 bottom-4 z-10 flex items-center justify-center gap-1 md:bottom-6">
        <button
          type="button"
          onClick={toggleAutoplay}
          aria-label={isPlaying ? t("home.hero_pause") : t("home.hero_play")}
          className="tap flex items-center justify-center rounded-full text-ink/80 hover:text-accent"
        >
          {isPlaying ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
        </button>
        {HERO_SLIDES.map((slide, index) => (
          <button
            key={slide.number}
            type="button"
            onClick={() => swiper?.slideToLoop(index)}
            aria-label={t("home.hero_go_to", { number: slide.number })}
            aria-current={index === activeIndex ? "true" : undefined}
            className="tap group/dot flex items-center justify-center"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all ${
                index === activeIndex ? "w-7 bg-accent" : "w-2.5 bg-ink/35 group-hover/dot:bg-ink/60"
              }`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
