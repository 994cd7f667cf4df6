import { formatVnd } from "@shop/shared";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { axisDay, axisMoney } from "./chart-labels";

interface Day {
  date: string;
  revenue: number;
  orders: number;
}

/**
 * Revenue per day as bars, drawn with uPlot (small, canvas, ships only in the admin chunk). The
 * x axis is the day's index; both axes are labelled in the reader's language (chart-labels.ts).
 * The width follows the container, so a phone gets a narrow chart rather than a scrolling one.
 * uPlot itself is imported when the first chart draws: the admin page's other sections never
 * wait for it, and it reads the screen's pixel ratio as it loads, which only a real browser has.
 */
export function RevenueChart({ days, label }: { days: Day[]; label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  const language = i18n.language;

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let plot: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let cancelled = false;
    const xs = days.map((_, index) => index);
    const data: uPlot.AlignedData = [xs, days.map((day) => day.revenue)];
    void import("uplot").then(({ default: UPlot }) => {
      if (cancelled) return;
      const bars = UPlot.paths.bars?.({ size: [0.7, 40] });
      const drawn = new UPlot(
        {
          width: Math.max(element.clientWidth, 240),
          height: 240,
          legend: { show: false },
          cursor: { y: false, points: { show: false } },
          scales: { x: { time: false, range: [-0.5, Math.max(days.length - 0.5, 0.5)] } },
          axes: [
            {
              stroke: "#6b5e55",
              grid: { show: false },
              values: (_plot, splits) =>
                splits.map((split) => (days[split] ? axisDay(days[split].date, language) : "")),
            },
            {
              stroke: "#6b5e55",
              size: 56,
              values: (_plot, splits) => splits.map((split) => axisMoney(split, language)),
            },
          ],
          series: [
            {},
            {
              label,
              stroke: "#9a4a2c",
              fill: "rgba(154, 74, 44, 0.75)",
              paths: bars,
              points: { show: false },
              value: (_plot, value) => (value == null ? "" : formatVnd(value)),
            },
          ],
        },
        data,
        element,
      );
      plot = drawn;
      resize = new ResizeObserver(() => {
        drawn.setSize({ width: Math.max(element.clientWidth, 240), height: 240 });
      });
      resize.observe(element);
    });
    return () => {
      cancelled = true;
      resize?.disconnect();
      plot?.destroy();
    };
  }, [days, label, language]);

  return <div ref={holder} className="w-full" role="img" aria-label={label} data-testid="revenue-chart" />;
}
