import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PauseIcon, PlayIcon, VolumeOffIcon, VolumeOnIcon } from "./catalog-icons";

export const PROMO_VIDEO = { src: "/video/promo.mp4", type: "video/mp4", poster: "/video/promo-poster.webp" };

const controlButton =
  "tap flex items-center justify-center rounded-full bg-ink/70 text-white backdrop-blur-sm transition-colors hover:bg-ink/90";

/**
 * The featured video: plays by itself, looped and muted at start, with play/pause and mute/unmute
 * buttons; the not-supported message when the browser cannot play it. The buttons follow the
 * video's own events, so they stay right when the browser blocks autoplay.
 *
 * It starts when it comes into view, not with the page: with `autoplay` every visit downloaded the
 * whole film (268 KB) while the shopper was still looking at the banner, on a phone's data and
 * beside the page's own scripts and pictures (docs/decisions/006-web-app-first-load.md, later note). Out of view it pauses;
 * a shopper who paused it by hand keeps it paused.
 */
export function PromoVideo() {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [isMuted, setIsMuted] = useState(true);
  const [isUnsupported, setIsUnsupported] = useState(false);
  /** Paused with the button: coming back into view does not start it again. */
  const pausedByShopper = useRef(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (typeof video.canPlayType !== "function" || video.canPlayType(PROMO_VIDEO.type) === "") {
      setIsUnsupported(true);
      return;
    }
    // React sets `muted` as a property only; autoplay policies look at it before play() is called.
    video.muted = true;
    if (!video.paused) setIsPlaying(true);
    // A failing <source> fires a non-bubbling `error` on itself; a capturing listener on the video
    // hears it whenever it comes, and `NETWORK_NO_SOURCE` tells if it came before this effect ran.
    const showUnsupported = () => setIsUnsupported(true);
    if (video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) showUnsupported();
    video.addEventListener("error", showUnsupported, true);
    const stopListening = () => video.removeEventListener("error", showUnsupported, true);
    if (typeof IntersectionObserver === "undefined") {
      video.play().catch(() => setIsPlaying(false));
      return stopListening;
    }
    const inView = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !pausedByShopper.current) video.play().catch(() => setIsPlaying(false));
        else if (!entry?.isIntersecting && !video.paused) video.pause();
      },
      { threshold: 0.25 },
    );
    inView.observe(video);
    return () => {
      inView.disconnect();
      stopListening();
    };
  }, []);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    pausedByShopper.current = !video.paused;
    if (video.paused) {
      // A refused play() (e.g. a power-saving mode) leaves the video paused and the button as it is.
      video.play().catch(() => setIsPlaying(false));
    } else {
      video.pause();
    }
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (video) video.muted = !video.muted;
  };

  return (
    <section aria-label={t("home.video_label")} className="container-page py-12 md:py-16">
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink">
        <video
          ref={videoRef}
          className="size-full object-cover"
          poster={PROMO_VIDEO.poster}
          loop
          muted
          playsInline
          preload="none"
          aria-label={t("home.video_label")}
          data-testid="promo-video"
          onPlay={() => setIsPlaying(true)}
          onPause={() => setIsPlaying(false)}
          onVolumeChange={(event) => setIsMuted(event.currentTarget.muted)}
        >
          <source src={PROMO_VIDEO.src} type={PROMO_VIDEO.type} />
          {t("home.video_not_supported")}
        </video>
        {isUnsupported ? (
          <p
            role="status"
            className="absolute inset-x-0 bottom-0 bg-ink/80 px-4 py-3 text-center text-sm text-white"
          >
            {t("home.video_not_supported")}
          </p>
        ) : (
          // At the top: the film's own colour strip runs along its bottom edge.
          <div className="absolute top-3 right-3 flex gap-2 md:top-5 md:right-5" data-testid="video-controls">
            <button
              type="button"
              onClick={togglePlay}
              aria-label={isPlaying ? t("home.pause") : t("home.play")}
              className={controlButton}
            >
              {isPlaying ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
            </button>
            <button
              type="button"
              onClick={toggleMute}
              aria-label={isMuted ? t("home.unmute") : t("home.mute")}
              className={controlButton}
            >
              {isMuted ? <VolumeOffIcon className="size-5" /> : <VolumeOnIcon className="size-5" />}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
