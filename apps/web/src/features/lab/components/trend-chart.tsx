import { useId } from 'react';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';

export interface TrendPoint {
  /** When the result was released (ISO 8601). */
  at: string;
  value: number;
}

const WIDTH = 240;
const HEIGHT = 64;
const PAD = 6;

/** Where each point sits: oldest on the left, the value's range filling the height. */
function layout(points: readonly TrendPoint[]) {
  const values = points.map((point) => point.value);
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const step = points.length > 1 ? (WIDTH - 2 * PAD) / (points.length - 1) : 0;
  return points.map((point, index) => ({
    x: PAD + index * step,
    y: HEIGHT - PAD - ((point.value - min) / span) * (HEIGHT - 2 * PAD),
  }));
}

/**
 * A small line of one value across a patient's results, oldest first, in plain SVG: no chart
 * library for one line. The picture is named, and described by a caption that lists every
 * result with its day, so a screen reader hears the same trend a sighted reader sees.
 */
export function TrendChart({
  name,
  unit,
  points,
}: {
  name: string;
  unit: string;
  points: readonly TrendPoint[];
}) {
  const text = useCopy().labOrders.record;
  const show = useFormat();
  const descriptionId = useId();
  const spots = layout(points);
  const spoken = points
    .map((point) => `${show.localDay(point.at)}: ${show.number(point.value)} ${unit}`)
    .join('; ');
  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={text.trend(name)}
        aria-describedby={descriptionId}
        className="max-w-full text-primary"
      >
        <polyline
          points={spots.map(({ x, y }) => `${x},${y}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        {spots.map(({ x, y }, index) => (
          <circle key={points[index]!.at} cx={x} cy={y} r="3" fill="currentColor" />
        ))}
      </svg>
      <figcaption id={descriptionId} className="text-xs">
        {text.trendText(name, spoken)}
      </figcaption>
    </figure>
  );
}
