import { formatVnd } from "@shop/shared";
import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

interface Day {
  date: string;
  revenue: number;
  orders: number;
}

/** "2026-11-24" → "24/11": short enough for a phone's axis. */
function shortDay(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** Millions with one decimal on the axis ("1,3 tr"); the tooltip-free legend shows full VNĐ. */
function axisMoney(value: number): string {
  if (value >= 1_000_000)
    return `${(value / 1_000_000).toLocaleString("vi-VN", { maximumFractionDigits: 1 })} tr`;
  if (value >= 1_000) return `${Math.round(value / 1_000)}k`;
  return String(value);
}

/**
 * Revenue per day as bars, drawn with uPlot (small, canvas, ships only in the admin chunk). The
 * x axis is the day's index, labelled with the Vietnamese day; the width follows the container,
 * so a phone gets a narrow chart rather than a scrolling one. uPlot itself is imported when the
 * first chart draws: the admin page's other sections never wait for it, and it reads the screen's
 * pixel ratio as it loads, which only a real browser has.
 */
export function RevenueChart({ days, label }: { days: Day[]; label: string }) {
  const holder = useRef<HTMLDivElement>(null);

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
                splits.map((split) => (days[split] ? shortDay(days[split].date) : "")),
            },
            { stroke: "#6b5e55", size: 56, values: (_plot, splits) => splits.map(axisMoney) },
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
  }, [days, label]);

  return <div ref={holder} className="w-full" role="img" aria-label={label} data-testid="revenue-chart" />;
}
